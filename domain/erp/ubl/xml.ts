/**
 * A small XML writer for the UBL Ledgerline writes. Every text and attribute value passes one escaper, so a
 * vendor called "Smit & Zn <BV>" or a description pasted with control characters can never break the document.
 */

/** An element: its qualified name, attributes, and child elements or text. */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string | null;
};

/** What an element may be given as children: elements, or nothing (skipped), so optional parts read inline. */
export type XmlChild = XmlElement | null | undefined | false | readonly XmlChild[];

// XML 1.0 allows tab, line feed, carriage return and the ranges below; everything else (NUL, other C0 controls,
// lone surrogates, U+FFFE/U+FFFF) cannot be written even as a character reference, so it is dropped.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 forbids. */
export function xmlSafeText(value: string): string {
  return value.replace(FORBIDDEN, '');
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
};

/** Element content: `&`, `<`, `>` escaped; a carriage return as a reference so a parser does not fold it away. */
export function escapeText(value: string): string {
  return xmlSafeText(value).replace(/[&<>\r]/g, (char) => TEXT_ESCAPES[char]);
}

/** An attribute value in double quotes: also `"` and the white space attribute normalisation would change. */
export function escapeAttribute(value: string): string {
  return xmlSafeText(value).replace(/[&<>"\r\n\t]/g, (char) => ATTRIBUTE_ESCAPES[char]);
}

function flatten(children: readonly XmlChild[]): XmlElement[] {
  return children.flatMap((child) => {
    if (!child) return [];
    if (Array.isArray(child)) return flatten(child);
    return [child as XmlElement];
  });
}

/** An element with child elements; absent children are left out. */
export function element(
  name: string,
  attributes: Record<string, string | null | undefined>,
  ...children: XmlChild[]
): XmlElement {
  const present = Object.entries(attributes).filter(
    (entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined,
  );
  return { name, attributes: Object.fromEntries(present), children: flatten(children), text: null };
}

/** A leaf element holding text. */
export function leaf(
  name: string,
  text: string,
  attributes: Record<string, string | null | undefined> = {},
): XmlElement {
  return { ...element(name, attributes), text };
}

/** A leaf element when the value has text that survives cleaning, otherwise nothing. */
export function optionalLeaf(
  name: string,
  value: string | null | undefined,
  attributes: Record<string, string | null | undefined> = {},
): XmlElement | null {
  const text = xmlSafeText(value ?? '').trim();
  return text === '' ? null : leaf(name, text, attributes);
}

function write(node: XmlElement, indent: string, out: string[]): void {
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  if (node.text !== null) {
    out.push(`${indent}<${node.name}${attributes}>${escapeText(node.text)}</${node.name}>`);
    return;
  }
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
    return;
  }
  out.push(`${indent}<${node.name}${attributes}>`);
  for (const child of node.children) write(child, `${indent}  `, out);
  out.push(`${indent}</${node.name}>`);
}

/** The document as UTF-8 XML text with its declaration, indented two spaces per level. */
export function serializeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}
