import { readFileSync } from 'node:fs';
import { type ErrorDetail, XmlDocument, XmlParseError, XmlValidateError, XsdValidator } from 'libxml2-wasm';

// A compiled schema is kept for the life of the process (parsing the UBL schemas takes ~100 ms).
const validators = new Map<string, XsdValidator>();

/** The XSD in this file, compiled once per process; its includes and imports resolve from the file's folder. */
export function compiledXsd(file: string): XsdValidator {
  let validator = validators.get(file);
  if (!validator) {
    const document = XmlDocument.fromBuffer(readFileSync(file), { url: file });
    try {
      validator = XsdValidator.fromDoc(document);
    } finally {
      document.dispose();
    }
    validators.set(file, validator);
  }
  return validator;
}

/** The well-formedness and schema errors of the XML against a compiled XSD; none when it is valid. */
export function xsdErrors(xml: string, validator: XsdValidator, url: string): ErrorDetail[] {
  let document: XmlDocument;
  try {
    // As bytes, so the encoding in the XML declaration is honoured as a file's would be.
    document = XmlDocument.fromBuffer(Buffer.from(xml, 'utf8'), { url });
  } catch (error) {
    if (error instanceof XmlParseError) return error.details;
    throw error;
  }
  try {
    validator.validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return [...document.warnings, ...error.details];
    throw error;
  } finally {
    document.dispose();
  }
}
