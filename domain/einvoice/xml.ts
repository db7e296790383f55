import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EInvoiceReadError } from './errors';

/** One XML element: child elements by local name (always arrays), attributes as `@_name`, text as `#text`. */
export type XNode = { [key: string]: XNode[] | string | undefined };

/** Largest XML text accepted (20 MB). */
export const MAX_XML_BYTES = 20 * 1024 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

function byteLength(text: string): number {
  // Characters never outnumber UTF-8 bytes, so only long texts need encoding.
  return text.length * 3 <= MAX_XML_BYTES ? text.length : new TextEncoder().encode(text).length;
}

/** Parses XML text safely: no DOCTYPE or ENTITY declarations, at most 20 MB; returns the root element and its local name. */
export function parseSafeXml(xml: string): { name: string; root: XNode } {
  if (byteLength(xml) > MAX_XML_BYTES) {
    throw new EInvoiceReadError('EInvoice_Too_Large', `XML is larger than ${MAX_XML_BYTES} bytes`);
  }
  // DTDs enable entity expansion and external fetches; e-invoices never need them.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new EInvoiceReadError('EInvoice_Unsafe_Xml', 'XML with a DOCTYPE or ENTITY declaration is refused');
  }
  const text = xml.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('<')) throw new EInvoiceReadError('EInvoice_Not_Xml', 'The content is not XML');
  const check = XMLValidator.validate(text);
  if (check !== true) {
    throw new EInvoiceReadError(
      'EInvoice_Not_Xml',
      `The XML is not well-formed: ${check.err.msg} (line ${check.err.line})`,
    );
  }
  const doc = parser.parse(text) as XNode;
  for (const [name, value] of Object.entries(doc)) {
    if (name.startsWith('@_') || name.startsWith('#') || !Array.isArray(value)) continue;
    const [root] = value;
    if (root) return { name, root };
  }
  throw new EInvoiceReadError('EInvoice_Not_Xml', 'The XML has no root element');
}

/** All elements reached by following the local names in `path`. */
export function all(node: XNode | undefined, ...path: string[]): XNode[] {
  let current: XNode[] = node ? [node] : [];
  for (const name of path) {
    current = current.flatMap((n) => {
      const value = n[name];
      return Array.isArray(value) ? value : [];
    });
  }
  return current;
}

/** The first element reached by following `path`. */
export function first(node: XNode | undefined, ...path: string[]): XNode | undefined {
  return all(node, ...path)[0];
}

/** The text of an element, with surrounding whitespace trimmed; undefined when empty or absent. */
export function textOf(node: XNode | undefined): string | undefined {
  const value = node?.['#text'];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The trimmed text of the first element reached by `path`, or null. */
export function text(node: XNode | undefined, ...path: string[]): string | null {
  for (const n of all(node, ...path)) {
    const value = textOf(n);
    if (value !== undefined) return value;
  }
  return null;
}

/**
 * An identifier (invoice number, order or payment reference, VAT or organisation number): its text
 * trimmed and never rewritten, so `018304 / 28865` stays what the supplier wrote.
 */
export function id(node: XNode | undefined, ...path: string[]): string | null {
  return text(node, ...path);
}

/** A code (currency, country, document type, tax category, BIC): the text with all white space removed, as codes hold none. */
export function code(node: XNode | undefined, ...path: string[]): string | null {
  const value = text(node, ...path);
  return value === null ? null : value.replace(/\s+/g, '');
}

/** The value of an attribute of an element, or null. */
export function attr(node: XNode | undefined, name: string): string | null {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A decimal number from the text of the first element reached by `path`, or null. */
export function num(node: XNode | undefined, ...path: string[]): number | null {
  return toNumber(text(node, ...path));
}

/** A decimal number from text (spaces allowed, `.` as separator), or null when it is not one. */
export function toNumber(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value.replace(/\s+/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** An ISO `YYYY-MM-DD` date from XML date text (`YYYY-MM-DD…` or CII format 102 `YYYYMMDD`), or null. */
export function isoDate(value: string | null): string | null {
  if (value === null) return null;
  const compact = value.replace(/\s+/g, '');
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(compact);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const basic = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  return basic ? `${basic[1]}-${basic[2]}-${basic[3]}` : null;
}

/** Decoded byte size of base64 text. */
export function base64Size(value: string | undefined): number {
  const clean = (value ?? '').replace(/[^A-Za-z0-9+/=_-]/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}
