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

const help = `${usage}

Validates each value as an IBAN and prints one JSON object per value:
{ input, valid, iban, bic, messages } (messages are error keys, then warnings).

options:
  --refuse-qr-iban  a Swiss or Liechtenstein QR-IBAN is not valid
  --ocr             correct OCR look-alikes (O for 0, I for 1, …) before checking

exit codes: 0 every value is valid, 1 at least one is not, 2 usage error`;

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
    help,
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
      let invalid = false;
      for await (const input of inputs) {
        const check = checkIban(input, options);
        invalid ||= !check.valid;
        io.stdout.write(`${JSON.stringify(check)}\n`);
      }
      // Every value is still printed; the exit code lets a script see that one of them was invalid.
      return invalid ? 1 : 0;
    },
  };
}

/** `ledgerline check-iban [VALUE…]`: exit code 0 when every value is valid, 1 when one is not. */
export const command: Command = createCheckIbanCommand(process);
