import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { schemaDir } from './schema-dir';
import { leanEn16931Xslt } from './schematron-cache';
import { schematronPatterns, splitSchematron } from './schematron-parts';

async function official(syntax: 'UBL' | 'CII'): Promise<string> {
  const file = path.join(schemaDir(), 'schematron', 'en16931', `EN16931-${syntax}-validation.xslt`);
  return leanEn16931Xslt(await readFile(file, 'utf8'));
}

// A stylesheet of the shape the Schematron compiler writes: the root template calls each pattern's mode.
function stylesheet(patterns: [id: string, mode: string, rules: number][]): string {
  const calls = patterns
    .map(
      ([
        id,
        mode,
      ]) => `<svrl:active-pattern><xsl:attribute name="id">${id}</xsl:attribute></svrl:active-pattern>
      <xsl:apply-templates mode="${mode}" select="/" />`,
    )
    .join('\n');
  const rules = patterns.flatMap(([id, mode, count]) => [
    ...Array.from(
      { length: count },
      (_, rule) =>
        `<xsl:template match="r${rule}" mode="${mode}" priority="${1000 + rule}"><r id="${id}-${rule}"/></xsl:template>`,
    ),
    `<xsl:template match="text()" mode="${mode}" priority="-1" />`,
  ]);
  return [
    '<xsl:stylesheet>',
    '<xsl:template match="/" mode="generate-id-from-path" />',
    `<xsl:template match="/">${calls}</xsl:template>`,
    ...rules,
    '</xsl:stylesheet>',
  ].join('\n');
}

describe('splitSchematron', () => {
  it.each(['UBL', 'CII'] as const)(
    'splits the official %s stylesheet into the model and the rest, every pattern in exactly one part',
    async (syntax) => {
      const whole = await official(syntax);
      const patterns = schematronPatterns(whole);
      expect(patterns).toHaveLength(3);
      const parts = splitSchematron(whole);
      expect(parts.map((part) => part.patterns)).toEqual([patterns.slice(0, 1), patterns.slice(1)]);
      for (const part of parts) {
        // Each part's own stylesheet calls and holds the rules of its patterns only, all of them.
        expect(schematronPatterns(part.xslt)).toEqual(part.patterns);
        const own = new Set(part.patterns.map((pattern) => pattern.mode));
        for (const other of patterns.filter((pattern) => !own.has(pattern.mode))) {
          expect(part.xslt).not.toContain(`mode="${other.mode}"`);
        }
      }
      const asserts = (xslt: string) => (xslt.match(/<svrl:failed-assert/g) ?? []).length;
      expect(asserts(parts[0].xslt) + asserts(parts[1].xslt)).toBe(asserts(whole));
    },
  );

  it('splits where the larger part has the fewest rules, keeping the patterns in order', () => {
    const parts = splitSchematron(
      stylesheet([
        ['a', 'M1', 2],
        ['b', 'M2', 3],
        ['c', 'M3', 4],
      ]),
    );
    expect(parts.map((part) => part.patterns.map((pattern) => pattern.id))).toEqual([['a', 'b'], ['c']]);
    // Self-closing templates of a dropped mode go, and the templates of other modes stay.
    expect(parts[1].xslt).not.toContain('mode="M1"');
    expect(parts[1].xslt).toContain('<xsl:template match="/" mode="generate-id-from-path" />');
    expect(parts[1].xslt).toContain('<r id="c-3"/>');
    expect(parts[0].xslt).toContain('<r id="b-2"/>');
  });

  it('keeps a stylesheet whole when it has one pattern or its patterns cannot be told apart', () => {
    const single = stylesheet([['a', 'M1', 2]]);
    expect(splitSchematron(single)).toEqual([
      { xslt: single, patterns: [{ id: 'a', mode: 'M1', templates: 3 }] },
    ]);
    const unknown = '<xsl:stylesheet><xsl:template match="/"/></xsl:stylesheet>';
    expect(splitSchematron(unknown)).toEqual([{ xslt: unknown, patterns: [] }]);
    const sameMode = stylesheet([
      ['a', 'M1', 1],
      ['b', 'M1', 1],
    ]);
    expect(splitSchematron(sameMode)).toHaveLength(1);
  });
});
