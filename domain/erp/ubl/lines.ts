import { amountText, centsOf, decimalText } from './amounts';
import { classifiedTaxCategory, vatCategoryOf, vatRateOf } from './tax';
import type { UblLine, UblVatCategory } from './types';
import { element, leaf, optionalLeaf, type XmlElement, xmlSafeText } from './xml';

/** A coding line turned the document's way, in cents, with its VAT category, rate, quantity and price. */
export type PreparedLine = {
  Line: UblLine;
  NetCents: number;
  VatCents: number;
  Category: UblVatCategory;
  Rate: number | null;
  Quantity: number;
  Price: number;
};

const fits = (quantity: number, price: number, cents: number) =>
  Math.abs(quantity * price * 100 - cents) < 0.5;

/**
 * Quantity and net price that make the line amount, the price never negative (BR-27): a discount line gets a
 * negative quantity. When the stored quantity and unit price do not make the amount, one unit at the amount.
 */
export function quantityAndPrice(
  quantity: number | null,
  unitPrice: number | null,
  cents: number,
): { Quantity: number; Price: number } {
  if (quantity !== null && quantity !== 0 && unitPrice !== null) {
    const price = Math.abs(unitPrice);
    for (const candidate of [quantity, -quantity])
      if (fits(candidate, price, cents)) return { Quantity: candidate, Price: price };
  }
  return { Quantity: cents < 0 ? -1 : 1, Price: Math.abs(cents) / 100 };
}

/** A coding line as the UBL states it, amounts multiplied by the document's sign. */
export function prepareLine(line: UblLine, sign: 1 | -1): PreparedLine {
  const NetCents = sign * centsOf(line.NetAmount);
  const Category = vatCategoryOf(line.VatCategory, line.VatPercentage);
  return {
    Line: line,
    NetCents,
    VatCents: sign * centsOf(line.VatAmount),
    Category,
    Rate: vatRateOf(Category, line.VatPercentage),
    ...quantityAndPrice(line.Quantity, line.UnitPrice, NetCents),
  };
}

/**
 * The coding a line carries besides its ledger account (cbc:AccountingCost): each filled field as an item
 * attribute (BT-160 name, BT-161 value) named as Ledgerline's coding fields are.
 */
export function codingProperties(line: UblLine): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ['VatCode', line.VatCode],
    ['CostCenter', line.CostCenter],
    ['Dimension1', line.Dimension1],
    ['Dimension2', line.Dimension2],
    ['Dimension3', line.Dimension3],
    ['Dimension4', line.Dimension4],
    ['Dimension5', line.Dimension5],
    ['Project', line.Project],
    ['PurchaseOrderNumber', line.PurchaseOrderNumber],
  ];
  return fields
    .map(([name, value]): [string, string] => [name, value.trim()])
    .filter(([, value]) => value !== '');
}

/** One cac:InvoiceLine or cac:CreditNoteLine. */
export function lineElement(
  prepared: PreparedLine,
  kind: 'Invoice' | 'CreditNote',
  currency: string,
  fallbackName: string,
): XmlElement {
  const { Line: line } = prepared;
  const name = xmlSafeText(line.Description).trim() || fallbackName;
  return element(
    kind === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine',
    {},
    leaf('cbc:ID', String(line.LineNumber)),
    leaf(
      kind === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity',
      decimalText(prepared.Quantity, 3),
      {
        unitCode: 'C62',
      },
    ),
    leaf('cbc:LineExtensionAmount', amountText(prepared.NetCents), { currencyID: currency }),
    optionalLeaf('cbc:AccountingCost', line.GeneralLedger),
    element(
      'cac:Item',
      {},
      leaf('cbc:Name', name),
      line.Article.trim()
        ? element('cac:SellersItemIdentification', {}, leaf('cbc:ID', line.Article.trim()))
        : null,
      classifiedTaxCategory(prepared.Category, prepared.Rate),
      codingProperties(line).map(([propertyName, value]) =>
        element('cac:AdditionalItemProperty', {}, leaf('cbc:Name', propertyName), leaf('cbc:Value', value)),
      ),
    ),
    element(
      'cac:Price',
      {},
      leaf('cbc:PriceAmount', decimalText(prepared.Price, 4), { currencyID: currency }),
    ),
  );
}
