import type { RecognizedFieldName } from '../../../domain/recognition/types';
import { type InvoiceOutcome, outcomeOf, tally } from './accuracy';
import { recognizeFile } from './recognizeFile';
import { syntheticInvoices } from './syntheticInvoices';

/**
 * Accuracy floors on 80 generated invoices (Dutch, English, German, French; seed 1): the seller's name in a letter
 * head with or without a legal form, only as a logo word with the full name in the sender's line or the footer, or
 * under a "From / Verkäufer" heading; the buyer's block with or without a "Bill to" heading and its own VAT number;
 * the invoice number beside, above or under its label, bare ("No.", "Nr."), in the title or glued to its label,
 * among customer, order and delivery numbers; values on a baseline of their own; IBANs compact, grouped, split,
 * under their label, beside a BIC, in a payment sentence or with a second account; KvK, HRB, SIRET/SIREN/RCS and
 * Company No.; payment references (betalingskenmerk, RF creditor references); totals in rows or as a table.
 */
const Floors: Partial<Record<RecognizedFieldName, number>> = {
  Number: 0.97,
  Date: 0.97,
  DueDate: 0.97,
  Currency: 0.97,
  NetAmount: 0.97,
  VatAmount: 0.97,
  GrossAmount: 0.97,
  IbanNumber: 0.97,
  RelationName: 0.97,
  RelationVatNumber: 0.97,
  RelationChamberOfCommerce: 0.97,
  PurchaseOrderNumber: 0.97,
  PaymentReference: 0.97,
};

let outcomes: InvoiceOutcome['fields'];
beforeAll(async () => {
  outcomes = [];
  for (const invoice of await syntheticInvoices(80, 1)) {
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
