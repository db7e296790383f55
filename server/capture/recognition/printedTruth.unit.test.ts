import type { PageWords } from '../../../domain/recognition/types';
import { printedTruth } from './printedTruth';

const page = (...texts: string[]): PageWords[] => [
  { Page: 1, Width: 1, Height: 1, Words: texts.map((Text) => ({ Text, Box: [0, 0, 0, 0] })) },
];

describe('the printed part of a corpus truth', () => {
  it('keeps what the page prints, however it prints it', () => {
    const words = page(
      'Rechnung',
      'RE-2024/17',
      'vom',
      '3.',
      'März',
      '2024',
      'Summe',
      '1.234,56',
      '€',
      'IBAN',
    );
    const iban = ['DE89', '3704', '0044', '0532', '0130', '00'];
    const { printed, notPrinted } = printedTruth(
      {
        Number: 'RE-2024/17',
        Date: '2024-03-03',
        GrossAmount: 1234.56,
        Currency: 'EUR',
        IbanNumber: 'DE89370400440532013000',
      },
      [{ ...words[0], Words: [...words[0].Words, ...page(...iban)[0].Words] }],
    );
    expect(notPrinted).toEqual([]);
    expect(Object.keys(printed)).toEqual(['Number', 'Date', 'GrossAmount', 'Currency', 'IbanNumber']);
  });

  it('finds a date or an amount that ends a sentence or a clause', () => {
    const { printed, notPrinted } = printedTruth(
      { DueDate: '2026-03-26', Date: '2025-02-11', GrossAmount: 12.5 },
      page(
        'Zahlbar',
        'bis',
        'zum',
        '26.03.2026.',
        'uiterlijk',
        '11',
        'februari',
        '2025,',
        'totaal',
        '12,50.',
      ),
    );
    expect(notPrinted).toEqual([]);
    expect(Object.keys(printed)).toEqual(['DueDate', 'Date', 'GrossAmount']);
  });

  it('finds a date in brackets, and a Polish NIP and account printed without "PL"', () => {
    const account = ['89', '1090', '2750', '1000', '2819', '8127', '5690'];
    const { notPrinted } = printedTruth(
      {
        DueDate: '2025-03-27',
        RelationVatNumber: 'PL6799654455',
        IbanNumber: 'PL89109027501000281981275690',
        Currency: 'PLN',
      },
      page(
        'Termin',
        'płatności:',
        '14',
        'dni',
        '(2025-03-27)',
        'NIP',
        '6799654455',
        'Do',
        'zapłaty',
        'zł',
        ...account,
      ),
    );
    expect(notPrinted).toEqual([]);
  });

  it('finds the euro by its name ("Bedrag (Euro)")', () => {
    expect(printedTruth({ Currency: 'EUR' }, page('Bedrag', '(Euro)')).notPrinted).toEqual([]);
    expect(printedTruth({ Currency: 'EUR' }, page('Europaweg', '12')).notPrinted).toEqual(['Currency']);
  });

  it('leaves out what only the XML or a template holds: a VAT number, an amount, a date or a name not on the page', () => {
    const { printed, notPrinted } = printedTruth(
      {
        Number: 'F-1',
        RelationVatNumber: 'FR12345678901',
        NetAmount: 100,
        DueDate: '2024-05-01',
        RelationName: 'Saeco International',
        Currency: 'USD',
      },
      page('Facture', 'F-1', 'Total', '120,00', 'EUR', 'Saeco'),
    );
    expect(printed).toEqual({ Number: 'F-1' });
    expect(notPrinted).toEqual(['RelationVatNumber', 'NetAmount', 'DueDate', 'RelationName', 'Currency']);
  });
});
