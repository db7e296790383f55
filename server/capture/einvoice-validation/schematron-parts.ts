/**
 * The EN 16931 Schematron in parts that run side by side. The compiled stylesheet checks its patterns (UBL: the
 * model, the syntax and the code lists) one after the other, each as its own XSLT mode over the whole document,
 * and every transform first prepares the whole stylesheet. Split into stylesheets of whole patterns, one invoice
 * is checked on two threads at once, and each transform prepares only its part. A node is matched by at most
 * one rule of each pattern, and patterns do not see each other, so the parts together report exactly what the
 * whole stylesheet reports, in the same order when the parts' findings are joined in part order.
 */

/** A pattern of the compiled stylesheet: its id, its XSLT mode and how many templates (rules) it has. */
export type SchematronPattern = { id: string; mode: string; templates: number };

/** A part: the stylesheet text and the patterns it checks. */
export type SchematronPart = { xslt: string; patterns: SchematronPattern[] };

/** The rules (templates) of these patterns in all: their share of the work. */
export function rulesOf(patterns: SchematronPattern[]): number {
  return patterns.reduce((sum, pattern) => sum + pattern.templates, 0);
}

// In the root template, each pattern is an svrl:active-pattern (its id) followed by the walk in its mode.
const PATTERN_CALL =
  /<svrl:active-pattern>(?:(?!<\/svrl:active-pattern>)[\s\S])*?<xsl:attribute name="id">([^<]*)<\/xsl:attribute>(?:(?!<\/svrl:active-pattern>)[\s\S])*<\/svrl:active-pattern>\s*<xsl:apply-templates mode="([^"]+)" select="\/"\s*\/>/g;

const TEMPLATE_START = /<xsl:template\b[^>]*>/g;

function modeOf(startTag: string): string | undefined {
  return /\smode="([^"]+)"/.exec(startTag)?.[1];
}

/** Each top-level template as [start, end) offsets with its mode. Templates never nest in XSLT. */
function templates(xslt: string): { start: number; end: number; mode?: string }[] {
  const found: { start: number; end: number; mode?: string }[] = [];
  for (const match of xslt.matchAll(TEMPLATE_START)) {
    const start = match.index;
    if (found.length > 0 && start < found[found.length - 1].end) continue;
    const selfClosing = match[0].endsWith('/>');
    const close = selfClosing ? -1 : xslt.indexOf('</xsl:template>', start);
    if (!selfClosing && close < 0) throw new Error('EN 16931 Schematron: unterminated xsl:template');
    const end = selfClosing ? start + match[0].length : close + '</xsl:template>'.length;
    found.push({ start, end, mode: modeOf(match[0]) });
  }
  return found;
}

/** The stylesheet's patterns in the order it checks them. */
export function schematronPatterns(xslt: string): SchematronPattern[] {
  const counts = new Map<string, number>();
  for (const template of templates(xslt)) {
    if (template.mode) counts.set(template.mode, (counts.get(template.mode) ?? 0) + 1);
  }
  return [...xslt.matchAll(PATTERN_CALL)].map((match) => ({
    id: match[1],
    mode: match[2],
    templates: counts.get(match[2]) ?? 0,
  }));
}

/** The stylesheet with only these patterns: the other patterns' calls and templates are left out. */
function keepPatterns(xslt: string, all: SchematronPattern[], kept: SchematronPattern[]): string {
  const dropped = new Set(all.filter((pattern) => !kept.includes(pattern)).map((pattern) => pattern.mode));
  let text = xslt.replace(PATTERN_CALL, (call, _id: string, mode: string) => (dropped.has(mode) ? '' : call));
  const cuts = templates(text).filter((template) => template.mode && dropped.has(template.mode));
  for (const cut of cuts.reverse()) text = text.slice(0, cut.start) + text.slice(cut.end);
  return text;
}

/**
 * The stylesheet in two parts of consecutive patterns, split where the larger part has the fewest rules (the
 * model's rules, the bulk of the work, end up alone). A stylesheet with one pattern, or whose patterns cannot
 * be told apart, stays whole.
 */
export function splitSchematron(xslt: string): SchematronPart[] {
  const patterns = schematronPatterns(xslt);
  const understood =
    patterns.length > 1 &&
    new Set(patterns.map((pattern) => pattern.mode)).size === patterns.length &&
    patterns.every((pattern) => pattern.templates > 0);
  if (!understood) return [{ xslt, patterns }];
  const larger = (split: number) =>
    Math.max(rulesOf(patterns.slice(0, split)), rulesOf(patterns.slice(split)));
  let best = 1;
  for (let at = 2; at < patterns.length; at += 1) if (larger(at) < larger(best)) best = at;
  return [patterns.slice(0, best), patterns.slice(best)].map((kept) => ({
    xslt: keepPatterns(xslt, patterns, kept),
    patterns: kept,
  }));
}
