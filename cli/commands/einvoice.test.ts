import path from 'node:path';
import { corpusPath } from '../../tests/corpora/path';
import { command } from './einvoice';
import { runCommand } from './runCommand.testing';

const corpus = corpusPath('einvoices');

const run = (args: string[]) => runCommand(command, args);

// Each run starts the Schematron worker threads (seconds on a busy machine), so the tests get more time.
describe('ledgerline einvoice FILE', { timeout: 30_000 }, () => {
  it('prints the electronic invoice of an XML file as JSON and exits 0', async () => {
    const result = await run([
      path.join(corpus, 'peppol-bis-billing-3/examples/base-creditnote-correction.xml'),
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      Id: 'Snippet1',
      InvoiceType: 2,
      Format: 'UBL-2.1-CreditNote',
    });
  });

  it('prints the invoice embedded in a Factur-X PDF', async () => {
    const result = await run([path.join(corpus, 'akretion-factur-x/pdf/invoice_EN16931.pdf')]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ Id: 'F20260023', Format: 'CII-D16B' });
  });

  it.each([
    ['a missing file', ['/no/such/invoice.xml'], /cannot read/],
    [
      'a PDF without invoice XML',
      [path.join(corpus, 'mustangproject/library-pdf/MustangGnuaccountingBeispielRE-20201121_508blanko.pdf')],
      /EInvoice_No_Xml_In_Pdf/,
    ],
    [
      'a file that is neither XML nor PDF',
      [path.join(corpus, 'zugferd-corpus/README.md')],
      /EInvoice_Not_Xml/,
    ],
    ['no file argument', [], /usage/],
  ])('exits 2 with a one-line message for %s', async (_case, args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('ledgerline einvoice FILE…', { timeout: 30_000 }, () => {
  it('prints one JSON line per file, each with its File, in the order given, and exits 0', async () => {
    const files = [
      path.join(corpus, 'peppol-bis-billing-3/examples/base-creditnote-correction.xml'),
      path.join(corpus, 'akretion-factur-x/pdf/invoice_EN16931.pdf'),
      path.join(corpus, 'mustangproject/library-xml/BT-128.ubl.xml'),
    ];
    const result = await run(files);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.File)).toEqual(files);
    expect(lines[0]).toMatchObject({
      Id: 'Snippet1',
      Format: 'UBL-2.1-CreditNote',
      Validation: { Valid: true },
    });
    expect(lines[1]).toMatchObject({ Id: 'F20260023', Format: 'CII-D16B' });
    expect(lines[2].Validation.Valid).toBe(false);
  });

  it('exits 2 and says so in the line of each file that holds no readable e-invoice', async () => {
    const good = path.join(corpus, 'peppol-bis-billing-3/examples/base-example.xml');
    const result = await run(['/no/such/invoice.xml', good, path.join(corpus, 'zugferd-corpus/README.md')]);
    expect(result.code).toBe(2);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({ File: '/no/such/invoice.xml', Error: expect.stringMatching(/cannot read/) });
    expect(lines[1]).toMatchObject({ File: good, Validation: { Valid: true } });
    expect(lines[2].Error).toMatch(/EInvoice_Not_Xml/);
  });
});
