import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { OverviewDocumentType } from '../../domain/documents/enums';
import type { OwnCompany } from '../../domain/recognition/ownCompany';
import { RecognitionReadError, recognizeFile } from '../../server/capture/recognition/index';
import { type Command, usageFailure } from '../command';
import { DocumentTypeWords } from '../documentTypeWords';

const usage =
  'usage: ledgerline recognize FILE [--ocr] [--no-einvoice] [--type purchase|sales|packing-slip] [--company-name NAME] [--company-vat NUMBER]';

const help = `${usage}

Reads the invoice in FILE (a PDF or an image) and prints what recognition found as JSON: the header fields with
their confidence (0-1), page and box ([x, y, width, height] as fractions of the page), the invoice lines, the VAT
breakdown and the language. A PDF with an embedded e-invoice (Factur-X, ZUGFeRD) is read from its XML.

  --ocr           read every page by OCR, also pages with a text layer
  --no-einvoice   ignore an embedded e-invoice and read the printed invoice
  --type          purchase (default), sales or packing-slip: on a sales invoice the relation is the customer
  --company-name  the company's own name, so that its own address block and data are not read as the relation's
  --company-vat   the company's own VAT number, likewise

exit codes: 0 printed, 2 usage error or a file that cannot be read`;

const fail = (message: string) => usageFailure('recognize', message);

type Parsed = { file: string; ocr: boolean; einvoice: boolean; type: OverviewDocumentType; own?: OwnCompany };

function parse(args: string[]): Parsed | null {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch {
    return null;
  }
  const { values, positionals } = parsed;
  const type = DocumentTypeWords[values.type ?? 'purchase'];
  if (positionals.length !== 1 || !type) return null;
  const own: OwnCompany = {
    ...(values['company-name'] ? { Name: values['company-name'] } : {}),
    ...(values['company-vat'] ? { VatNumber: values['company-vat'] } : {}),
  };
  return {
    file: positionals[0],
    ocr: values.ocr === true,
    einvoice: values['no-einvoice'] !== true,
    type,
    ...(Object.keys(own).length > 0 ? { own } : {}),
  };
}

const parseOptions = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      ocr: { type: 'boolean' },
      'no-einvoice': { type: 'boolean' },
      type: { type: 'string' },
      'company-name': { type: 'string' },
      'company-vat': { type: 'string' },
    },
  });

/** `ledgerline recognize FILE [--ocr] [--no-einvoice] …`: prints the recognised fields of an invoice as JSON. */
export const command: Command = {
  help,
  async run(args) {
    const parsed = parse(args);
    if (!parsed) return fail(usage);
    const { file } = parsed;
    let bytes: Uint8Array;
    try {
      bytes = await readFile(file);
    } catch (error) {
      return fail(
        `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    try {
      const result = await recognizeFile(
        {
          bytes,
          fileName: path.basename(file),
          mode: parsed.ocr ? 'ocr' : 'auto',
          einvoice: parsed.einvoice,
        },
        { documentType: parsed.type, ...(parsed.own ? { ownCompany: parsed.own } : {}) },
      );
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      return 0;
    } catch (error) {
      if (error instanceof RecognitionReadError) return fail(`cannot read ${file}: ${error.message}`);
      throw error;
    } finally {
      await closeOcrIfLoaded();
    }
  },
};

/** Ends the OCR workers (created only when OCR ran), so the process can exit. */
async function closeOcrIfLoaded(): Promise<void> {
  const { closeOcr } = await import('../../server/capture/ocr/ocrPages');
  await closeOcr();
}
