import { parseCii } from './cii';
import { EInvoiceReadError } from './errors';
import type { EInvoiceParseResult } from './types';
import { parseUbl } from './ubl';
import { parseSafeXml } from './xml';

/** Reads an electronic invoice from XML text: UBL 2.0/2.1 Invoice or CreditNote, CII D16B, or ZUGFeRD 1.0. */
export function parseEInvoice(xml: string): EInvoiceParseResult {
  const { name, root } = parseSafeXml(xml);
  switch (name) {
    case 'Invoice':
    case 'CreditNote':
      return parseUbl(root, name);
    case 'CrossIndustryInvoice':
      return parseCii(root, 'CII-D16B');
    case 'CrossIndustryDocument':
      return parseCii(root, 'ZUGFeRD-1.0');
    default:
      throw new EInvoiceReadError('EInvoice_Unknown_Format', `'${name}' is not a known electronic invoice`);
  }
}
