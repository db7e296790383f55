import { execFile } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createCheckIbanCommand } from './checkIban';

function capture(stdinText = '') {
  let stdout = '';
  let stderr = '';
  const command = createCheckIbanCommand({
    stdin: Readable.from([stdinText]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  const lines = () =>
    stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  return { command, lines, stderr: () => stderr };
}

describe('ledgerline check-iban', () => {
  it('prints one JSON object per argument with the IBAN, the derived BIC and the messages', async () => {
    const { command, lines } = capture();
    expect(await command.run(['NL91 ABNA 0417 1643 00', 'NL91ABNA0517164300'])).toBe(1);
    expect(lines()).toEqual([
      {
        input: 'NL91 ABNA 0417 1643 00',
        valid: true,
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        messages: [],
      },
      {
        input: 'NL91ABNA0517164300',
        valid: false,
        iban: null,
        bic: null,
        messages: ['Validation_Iban_Not_Valid', 'Iban_Checksum_Failed'],
      },
    ]);
  });

  it('reads one value per line from standard input when no value is given, skipping empty lines', async () => {
    const { command, lines } = capture('DE89370400440532013000\r\n\n   \n123456789\n');
    expect(await command.run([])).toBe(0);
    expect(lines()).toEqual([
      {
        input: 'DE89370400440532013000',
        valid: true,
        iban: 'DE89370400440532013000',
        bic: null,
        messages: [],
      },
      { input: '123456789', valid: true, iban: null, bic: null, messages: [] },
    ]);
  });

  it('lists the special-account warning of a valid Dutch IBAN among its messages', async () => {
    const { command, lines } = capture();
    await command.run(['NL87INGB0991234567']);
    expect(lines()[0]).toMatchObject({
      valid: true,
      bic: 'INGBNL2A',
      messages: ['Iban_Special_Account_Type'],
    });
  });

  it('refuses QR-IBANs with --refuse-qr-iban and corrects OCR look-alikes with --ocr', async () => {
    const { command, lines } = capture();
    await command.run(['--refuse-qr-iban', '--ocr', 'CH4431999123000889012', 'NL9I ABNA O4I7 I643 OO']);
    expect(lines().map((line) => [line.valid, line.iban, line.messages])).toEqual([
      [false, null, ['Validation_Iban_Not_Valid', 'Iban_QR_Not_Allowed']],
      [true, 'NL91ABNA0417164300', []],
    ]);
  });

  it('reads IBANs as people write them, with a label and dots or slashes, and still refuses failed checks', async () => {
    const { command, lines } = capture(
      'IBAN: NL81 INGB 0671 2104 32\nNO07.8380.08.06006\nIBAN NL82 INGB 0671 2104 32\n',
    );
    await command.run(['FR 14 / 2004 / 1010 / 0505 / 0001 / 3M02 / 606']);
    await command.run([]);
    expect(lines().map((line) => [line.input, line.valid, line.iban])).toEqual([
      ['FR 14 / 2004 / 1010 / 0505 / 0001 / 3M02 / 606', true, 'FR1420041010050500013M02606'],
      ['IBAN: NL81 INGB 0671 2104 32', true, 'NL81INGB0671210432'],
      ['NO07.8380.08.06006', true, 'NO0783800806006'],
      ['IBAN NL82 INGB 0671 2104 32', false, null],
    ]);
  });

  it('exits 0 when every value is valid and 1 when any is not, after printing every value', async () => {
    expect(await capture().command.run(['NL91ABNA0417164300', 'DE89370400440532013000'])).toBe(0);
    const { command, lines } = capture('NL91ABNA0417164300\nNL00XXXX0000000000\nDE89370400440532013000\n');
    expect(await command.run([])).toBe(1);
    expect(lines().map((line) => line.valid)).toEqual([true, false, true]);
  });

  it('exits with 2 and prints the usage for an unknown option', async () => {
    const { command, stderr } = capture();
    expect(await command.run(['--strict'])).toBe(2);
    expect(stderr()).toContain('usage: ledgerline check-iban');
  });

  it('runs end to end through cli/bin.mjs', async () => {
    const bin = path.resolve(process.cwd(), 'cli/bin.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [
      bin,
      'check-iban',
      'GB29 NWBK 6016 1331 9268 19',
    ]);
    expect(JSON.parse(stdout)).toEqual({
      input: 'GB29 NWBK 6016 1331 9268 19',
      valid: true,
      iban: 'GB29NWBK60161331926819',
      bic: null,
      messages: [],
    });
  }, 30000);
});
