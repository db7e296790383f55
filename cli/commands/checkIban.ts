import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import {
  bicFromIban,
  correctOcrLookalikes,
  type IbanValidationOptions,
  validateIban,
} from '../../domain/iban/index';
import type { Command } from '../command';

/** Where the command reads values and writes its JSON lines. */
export type CheckIbanIo = {
  stdin: Readable;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
};

/** One output line of `ledgerline check-iban`. */
export type IbanCheck = {
  input: string;
  valid: boolean;
  iban: string | null;
  bic: string | null;
  messages: string[];
};

const usage =
  'usage: ledgerline check-iban [--refuse-qr-iban] [--ocr] [VALUE…]  (no VALUE: one per line on stdin)';

/** Checks one value; warnings follow the errors in `messages` so a flagged valid IBAN shows why. */
export function checkIban(input: string, options: IbanValidationOptions & { ocr?: boolean } = {}): IbanCheck {
  const value = options.ocr ? correctOcrLookalikes(input) : input;
  const result = validateIban(value, options);
  return {
    input,
    valid: result.valid,
    iban: result.iban,
    bic: result.iban ? bicFromIban(result.iban) : null,
    messages: [...result.messages, ...result.warnings],
  };
}

async function* stdinValues(stdin: Readable): AsyncGenerator<string> {
  for await (const line of createInterface({ input: stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    const value = line.trim();
    if (value !== '') yield value;
  }
}

/** Builds the command over the given streams, so tests can capture its output. */
export function createCheckIbanCommand(io: CheckIbanIo): Command {
  return {
    description: 'Validate IBANs (arguments, or one per line on stdin) and print one JSON object per value',
    async run(args) {
      const flags = args.filter((arg) => arg.startsWith('--'));
      const unknown = flags.filter((flag) => flag !== '--refuse-qr-iban' && flag !== '--ocr');
      if (unknown.length > 0) {
        io.stderr.write(`ledgerline check-iban: unknown option ${unknown[0]}\n${usage}\n`);
        return 2;
      }
      const options = { refuseQrIban: flags.includes('--refuse-qr-iban'), ocr: flags.includes('--ocr') };
      const values = args.filter((arg) => !arg.startsWith('--'));
      const inputs = values.length > 0 ? values : stdinValues(io.stdin);
      for await (const input of inputs) io.stdout.write(`${JSON.stringify(checkIban(input, options))}\n`);
      return 0;
    },
  };
}

/** `ledgerline check-iban [VALUE…]`: exit code 0 once every value is processed, valid or not. */
export const command: Command = createCheckIbanCommand(process);
