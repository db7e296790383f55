import type { RecognizedFieldName } from '../../../domain/recognition/types';
import { type InvoiceOutcome, outcomeOf, tally } from './accuracy';
import { recognizeFile } from './recognizeFile';
import { syntheticInvoices } from './syntheticInvoices';

/**
 * Accuracy floors on 40 generated invoices (Dutch, English, German, French; seed 1): labels left of and above their
 * values, customer and order numbers beside the invoice number, the seller's block left or right, a buyer block with
 * its own name and VAT number, VAT lines with their base, one or two rates, IBANs grouped or with the country apart.
 */
const Floors: Partial<Record<RecognizedFieldName, number>> = {
  Number: 0.95,
  Date: 0.95,
  DueDate: 0.95,
  Currency: 0.95,
  NetAmount: 0.95,
  VatAmount: 0.95,
  GrossAmount: 0.95,
  IbanNumber: 0.95,
  RelationName: 0.95,
  RelationVatNumber: 0.95,
};

let outcomes: InvoiceOutcome['fields'];
beforeAll(async () => {
  outcomes = [];
  for (const invoice of await syntheticInvoices(40, 1)) {
    const result = await recognizeFile(
      { bytes: invoice.bytes, fileName: `${invoice.name}.pdf`, mode: 'auto', einvoice: false },
      {},
    );
    outcomes.push(...outcomeOf(invoice.truth, result.Fields));
  }
}, 60_000);

describe('recognition of generated invoices', () => {
  it('reads every field of the generated invoices at its floor', () => {
    const measured = tally(outcomes);
    for (const [field, floor] of Object.entries(Floors) as [RecognizedFieldName, number][])
      expect({ field, accuracy: measured[field]?.accuracy ?? 0 }).toEqual({
        field,
        accuracy: expect.toSatisfy((value: number) => value >= floor),
      });
  });

  it('does not take the buyer’s VAT number, customer number or due date for the vendor’s or the invoice’s', () => {
    const wrong = outcomes.filter(
      (outcome) => !outcome.right && ['RelationVatNumber', 'Number', 'Date'].includes(outcome.field),
    );
    expect(wrong).toEqual([]);
  });
});
