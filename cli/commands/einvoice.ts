import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EInvoiceReadError } from '../../domain/einvoice/index';
import { readEInvoiceFile } from '../../server/capture/einvoice/index';
import { validateEInvoiceXml } from '../../server/capture/einvoice-validation/index';
import type { Command } from '../command';

const usage = 'usage: ledgerline einvoice FILE';

const help = `${usage}

Reads the electronic invoice in FILE (UBL or CII XML, or a Factur-X/ZUGFeRD PDF with its XML attached),
validates it and prints it as JSON.

exit codes: 0 printed, 2 usage error or a file that holds no readable e-invoice`;

function fail(message: string): number {
  process.stderr.write(`ledgerline einvoice: ${message}\n`);
  return 2;
}

/** `ledgerline einvoice FILE`: prints the electronic invoice in an XML or PDF file as JSON. */
export const command: Command = {
  help,
  async run(args) {
    const [file] = args;
    if (!file || args.length > 1) return fail(usage);
    let bytes: Uint8Array;
    try {
      bytes = await readFile(file);
    } catch (error) {
      return fail(
        `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    try {
      const result = await readEInvoiceFile(bytes, path.basename(file));
      result.invoice.Validation = await validateEInvoiceXml(result.xml);
      process.stdout.write(`${JSON.stringify(result.invoice, null, 2)}\n`);
      return 0;
    } catch (error) {
      if (error instanceof EInvoiceReadError) return fail(`${error.code}: ${error.message}`);
      throw error;
    }
  },
};
