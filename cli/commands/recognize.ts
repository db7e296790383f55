import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RecognitionReadError, recognizeFile } from '../../server/capture/recognition/index';
import { type Command, usageFailure } from '../command';

const usage = 'usage: ledgerline recognize FILE [--ocr] [--no-einvoice]';

const help = `${usage}

Reads the invoice in FILE (a PDF or an image) and prints what recognition found as JSON: the header fields with
their confidence (0-1), page and box ([x, y, width, height] as fractions of the page), the invoice lines, the VAT
breakdown and the language. A PDF with an embedded e-invoice (Factur-X, ZUGFeRD) is read from its XML.

  --ocr          read every page by OCR, also pages with a text layer
  --no-einvoice  ignore an embedded e-invoice and read the printed invoice

exit codes: 0 printed, 2 usage error or a file that cannot be read`;

const fail = (message: string) => usageFailure('recognize', message);

/** `ledgerline recognize FILE [--ocr] [--no-einvoice]`: prints the recognised fields of an invoice as JSON. */
export const command: Command = {
  help,
  async run(args) {
    const flags = args.filter((arg) => arg.startsWith('--'));
    const files = args.filter((arg) => !arg.startsWith('--'));
    const unknown = flags.filter((flag) => flag !== '--ocr' && flag !== '--no-einvoice');
    if (files.length !== 1 || unknown.length > 0) return fail(usage);
    const [file] = files;
    let bytes: Uint8Array;
    try {
      bytes = await readFile(file);
    } catch (error) {
      return fail(
        `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    try {
      const result = await recognizeFile({
        bytes,
        fileName: path.basename(file),
        mode: flags.includes('--ocr') ? 'ocr' : 'auto',
        einvoice: !flags.includes('--no-einvoice'),
      });
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
