import { accountNumber, invoiceTypeOf, joinNotes, structuralValidation } from './model';
import { toPaymentMeansCode } from './paymentMeansCodes';
import type { EInvoiceLine, EInvoiceTaxTotal, ElectronicInvoice } from './types';
import { ublCustomer, ublDelivery, ublSupplier } from './ubl-parties';
import { all, attr, base64Size, code, first, id, isoDate, num, text, textOf, type XNode } from './xml';

type Amount = { value: number | null; currency: string | null };

function amount(node: XNode | undefined, name: string, fallback: string | null): Amount {
  const el = first(node, name);
  return { value: num(el), currency: attr(el, 'currencyID') ?? (el ? fallback : null) };
}

function ublLine(line: XNode, currency: string | null): EInvoiceLine {
  const quantity = first(line, 'InvoicedQuantity') ?? first(line, 'CreditedQuantity');
  const extension = amount(line, 'LineExtensionAmount', currency);
  const item = first(line, 'Item');
  return {
    Id: id(line, 'ID'),
    ItemId: id(item, 'SellersItemIdentification', 'ID') ?? id(item, 'StandardItemIdentification', 'ID'),
    ItemName: text(item, 'Name'),
    ItemDescription: joinNotes(all(item, 'Description').map((d) => textOf(d) ?? null)),
    OrderLineReference: id(line, 'OrderLineReference', 'LineID'),
    Note: joinNotes(all(line, 'Note').map((n) => textOf(n) ?? null)),
    Quantity: num(quantity),
    ItemUnitCode: attr(quantity, 'unitCode'),
    PriceAmount: num(line, 'Price', 'PriceAmount'),
    ItemTaxPercentage: num(item, 'ClassifiedTaxCategory', 'Percent'),
    LineExtensionAmount: extension.value,
    LineExtensionAmountCurrency: extension.currency,
    Reference: text(line, 'AccountingCost') ?? id(line, 'DocumentReference', 'ID'),
  };
}

// A UBL invoice may repeat TaxTotal in the tax currency; the one with the breakdown is in the document currency.
function mainTaxTotal(root: XNode, currency: string | null): XNode | undefined {
  const totals = all(root, 'TaxTotal');
  return (
    totals.find((t) => all(t, 'TaxSubtotal').length > 0) ??
    totals.find((t) => attr(first(t, 'TaxAmount'), 'currencyID') === currency) ??
    totals[0]
  );
}

function taxTotal(total: XNode | undefined, currency: string | null): EInvoiceTaxTotal {
  const a = amount(total, 'TaxAmount', currency);
  return { Amount: a.value, AmountCurrency: a.currency };
}

/** Maps a UBL 2.0/2.1 Invoice or CreditNote root element to the electronic invoice. */
export function parseUbl(root: XNode, rootName: 'Invoice' | 'CreditNote'): ElectronicInvoice {
  const currency = code(root, 'DocumentCurrencyCode');
  const version: '2.0' | '2.1' = text(root, 'UBLVersionID')?.startsWith('2.0') ? '2.0' : '2.1';
  const totals = first(root, 'LegalMonetaryTotal');
  const payable = amount(totals, 'PayableAmount', currency);
  const typeCode = code(root, rootName === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode');
  const lineName = rootName === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine';
  const order = first(root, 'OrderReference');
  const ext = amount(totals, 'LineExtensionAmount', currency);
  const exclusive = amount(totals, 'TaxExclusiveAmount', currency);
  const inclusive = amount(totals, 'TaxInclusiveAmount', currency);
  const rounding = amount(totals, 'PayableRoundingAmount', currency);
  const tax = mainTaxTotal(root, currency);
  return {
    Id: id(root, 'ID'),
    InvoiceType: invoiceTypeOf(rootName === 'CreditNote', typeCode, payable.value),
    InvoiceDate: isoDate(text(root, 'IssueDate')),
    DueDate: isoDate(
      text(root, 'DueDate') ??
        text(root, 'PaymentMeans', 'PaymentDueDate') ??
        text(root, 'PaymentTerms', 'PaymentDueDate'),
    ),
    BuyerReference: text(root, 'BuyerReference'),
    Note: joinNotes(all(root, 'Note').map((n) => textOf(n) ?? null)),
    PaymentTerm: joinNotes(all(root, 'PaymentTerms', 'Note').map((n) => textOf(n) ?? null)),
    Lines: all(root, lineName).map((l) => ublLine(l, currency)),
    AllowanceCharges: all(root, 'AllowanceCharge').map((ac) => {
      const a = amount(ac, 'Amount', currency);
      return {
        IsCharge: text(ac, 'ChargeIndicator')?.toLowerCase() === 'true',
        Description: text(ac, 'AllowanceChargeReason') ?? text(ac, 'AllowanceChargeReasonCode'),
        Percentage: num(ac, 'MultiplierFactorNumeric'),
        Amount: a.value,
        AmountCurrency: a.currency,
      };
    }),
    VatLines: all(tax, 'TaxSubtotal').map((st) => {
      const taxable = amount(st, 'TaxableAmount', currency);
      const taxAmount = amount(st, 'TaxAmount', currency);
      return {
        TaxCategory: code(st, 'TaxCategory', 'ID'),
        TaxableAmount: taxable.value,
        TaxableAmountCurrency: taxable.currency,
        TaxCategoryPercent: num(st, 'TaxCategory', 'Percent') ?? num(st, 'Percent'),
        TaxAmount: taxAmount.value,
        TaxAmountCurrency: taxAmount.currency,
      };
    }),
    PaymentMeans: all(root, 'PaymentMeans').map((pm) => {
      const account = first(pm, 'PayeeFinancialAccount');
      const codeNode = first(pm, 'PaymentMeansCode');
      return {
        Id: text(pm, 'PaymentID') ?? text(pm, 'InstructionID'),
        Name: text(account, 'Name') ?? attr(codeNode, 'name'),
        Code: toPaymentMeansCode(text(codeNode)),
        PayeeAccountFinancialInstitution:
          code(account, 'FinancialInstitutionBranch', 'ID') ??
          code(account, 'FinancialInstitutionBranch', 'FinancialInstitution', 'ID'),
        PayeeAccount: accountNumber(
          text(account, 'ID') ??
            text(pm, 'PaymentMandate', 'PayerFinancialAccount', 'ID') ??
            text(pm, 'CardAccount', 'PrimaryAccountNumberID'),
        ),
      };
    }),
    MonetaryTotal: {
      LineExtensionAmount: ext.value,
      LineExtensionAmountCurrency: ext.currency,
      TaxExclusiveAmount: exclusive.value,
      TaxExclusiveAmountCurrency: exclusive.currency,
      TaxInclusiveAmount: inclusive.value,
      TaxInclusiveAmountCurrency: inclusive.currency,
      RoundingAmount: rounding.value,
      RoundingAmountCurrency: rounding.currency,
      Amount: payable.value,
      AmountCurrency: payable.currency,
    },
    TaxTotal: taxTotal(tax, currency),
    Order: { PurchaseId: id(order, 'ID'), SalesId: id(order, 'SalesOrderID') },
    Delivery: ublDelivery(first(root, 'Delivery')),
    Supplier: ublSupplier(first(root, 'AccountingSupplierParty', 'Party')),
    Customer: ublCustomer(first(root, 'AccountingCustomerParty', 'Party')),
    Format: `UBL-${version}-${rootName}`,
    CustomizationId: text(root, 'CustomizationID'),
    TypeCode: typeCode ?? (rootName === 'CreditNote' ? '381' : null),
    Currency: currency,
    Attachments: all(root, 'AdditionalDocumentReference').flatMap((ref) =>
      all(ref, 'Attachment', 'EmbeddedDocumentBinaryObject').map((bin) => ({
        name: attr(bin, 'filename') ?? id(ref, 'ID'),
        mimeType: attr(bin, 'mimeCode'),
        size: base64Size(textOf(bin)),
      })),
    ),
    Validation: structuralValidation(),
  };
}
