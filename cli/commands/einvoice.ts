import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EInvoiceReadError } from '../../domain/einvoice/index';
import { readEInvoiceFile } from '../../server/capture/einvoice/index';
import { closeEInvoiceValidation, validateEInvoiceXml } from '../../server/capture/einvoice-validation/index';
import { type Command, usageFailure } from '../command';

const usage = 'usage: ledgerline einvoice FILE…';

const help = `${usage}

Reads the electronic invoice in FILE (UBL or CII XML, or a Factur-X/ZUGFeRD PDF with its XML attached),
validates it and prints it as JSON. With several files it prints one JSON object per line (JSON Lines),
each with its File, in the order given; a file that holds no readable e-invoice gets a line with its Error.

exit codes: 0 printed, 2 usage error or a file that holds no readable e-invoice`;

/** Files validated at once: their business rules share one Schematron transform. */
const BATCH = 16;

const fail = (message: string) => usageFailure('einvoice', message);

type Outcome = { invoice: object } | { error: string };

async function readAndValidate(file: string): Promise<Outcome> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return {
      error: `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    };
  }
  try {
    const result = await readEInvoiceFile(bytes, path.basename(file));
    result.invoice.Validation = await validateEInvoiceXml(result.xml);
    return { invoice: result.invoice };
  } catch (error) {
    if (error instanceof EInvoiceReadError) return { error: `${error.code}: ${error.message}` };
    throw error;
  }
}

async function runMany(files: string[]): Promise<number> {
  let unreadable = 0;
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH);
    const outcomes = await Promise.all(batch.map(readAndValidate));
    outcomes.forEach((outcome, index) => {
      const File = batch[index];
      if ('error' in outcome) unreadable += 1;
      const line = 'error' in outcome ? { File, Error: outcome.error } : { File, ...outcome.invoice };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    });
  }
  return unreadable > 0 ? 2 : 0;
}

/** `ledgerline einvoice FILE…`: prints the electronic invoice in each XML or PDF file as JSON. */
export const command: Command = {
  help,
  async run(args) {
    if (args.length === 0) return fail(usage);
    try {
      if (args.length > 1) return await runMany(args);
      const outcome = await readAndValidate(args[0]);
      if ('error' in outcome) return fail(outcome.error);
      process.stdout.write(`${JSON.stringify(outcome.invoice, null, 2)}\n`);
      return 0;
    } finally {
      // The business rules ran on worker threads; they end here so the command exits at once.
      await closeEInvoiceValidation();
    }
  },
};
