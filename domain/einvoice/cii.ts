import { ciiAllowanceCharges } from './cii-allowances';
import { ciiCustomer, ciiDelivery, ciiSupplier } from './cii-parties';
import { accountNumber, invoiceTypeOf, joinNotes, structuralValidation } from './model';
import { toPaymentMeansCode } from './paymentMeansCodes';
import type { EInvoiceLine, ElectronicInvoice } from './types';
import { all, attr, base64Size, code, first, id, isoDate, num, text, textOf, type XNode } from './xml';
import { CII_D16B, type CiiDialect, ZUGFERD_1 } from './zugferd1';

type Amount = { value: number | null; currency: string | null };

// CII may repeat an amount per currency (e.g. TaxTotalAmount in invoice and in VAT currency).
function amount(node: XNode | undefined, name: string, currency: string | null): Amount {
  const els = all(node, name);
  const el = els.find((e) => attr(e, 'currencyID') === currency) ?? els[0];
  return { value: num(el), currency: attr(el, 'currencyID') ?? (el ? currency : null) };
}

function date(node: XNode | undefined, ...path: string[]): string | null {
  return isoDate(text(node, ...path, 'DateTimeString'));
}

function notes(node: XNode | undefined): string | null {
  return joinNotes(all(node, 'IncludedNote').map((n) => text(n, 'Content')));
}

function ciiLine(line: XNode, d: CiiDialect, currency: string | null): EInvoiceLine {
  const product = first(line, 'SpecifiedTradeProduct');
  const agreement = first(line, d.lineAgreement);
  const settlement = first(line, d.lineSettlement);
  const quantity = first(line, d.lineDelivery, 'BilledQuantity');
  const total = amount(first(settlement, d.lineSummation), 'LineTotalAmount', currency);
  return {
    Id: id(line, 'AssociatedDocumentLineDocument', 'LineID'),
    ItemId: id(product, 'SellerAssignedID') ?? id(product, 'GlobalID') ?? id(product, 'BuyerAssignedID'),
    ItemName: text(product, 'Name'),
    ItemDescription: text(product, 'Description'),
    OrderLineReference: id(agreement, 'BuyerOrderReferencedDocument', 'LineID'),
    Note: notes(first(line, 'AssociatedDocumentLineDocument')),
    Quantity: num(quantity),
    ItemUnitCode: attr(quantity, 'unitCode'),
    PriceAmount: num(agreement, 'NetPriceProductTradePrice', 'ChargeAmount'),
    ItemTaxPercentage: num(settlement, 'ApplicableTradeTax', d.ratePercent),
    LineExtensionAmount: total.value,
    LineExtensionAmountCurrency: total.currency,
    Reference:
      id(settlement, 'ReceivableSpecifiedTradeAccountingAccount', 'ID') ??
      id(settlement, 'AdditionalReferencedDocument', 'IssuerAssignedID'),
  };
}

// ZUGFeRD 1.0 BASIC may omit the amount due; it is then the grand total less what was prepaid.
function payableAmount(sums: XNode | undefined, grandTotal: Amount, currency: string | null): Amount {
  const due = amount(sums, 'DuePayableAmount', currency);
  if (due.value !== null || grandTotal.value === null) return due;
  const prepaid = amount(sums, 'TotalPrepaidAmount', currency).value ?? 0;
  return { value: Math.round((grandTotal.value - prepaid) * 100) / 100, currency: grandTotal.currency };
}

/** Maps a CII D16B CrossIndustryInvoice or ZUGFeRD 1.0 CrossIndustryDocument root to the electronic invoice. */
export function parseCii(root: XNode, dialect: 'CII-D16B' | 'ZUGFeRD-1.0'): ElectronicInvoice {
  const d = dialect === 'CII-D16B' ? CII_D16B : ZUGFERD_1;
  const doc = first(root, d.document);
  const tx = first(root, d.transaction);
  const agreement = first(tx, d.agreement);
  const settlement = first(tx, d.settlement);
  const sums = first(settlement, d.headerSummation);
  const currency = code(settlement, 'InvoiceCurrencyCode');
  const typeCode = code(doc, 'TypeCode');
  const ext = amount(sums, 'LineTotalAmount', currency);
  const exclusive = amount(sums, 'TaxBasisTotalAmount', currency);
  const inclusive = amount(sums, 'GrandTotalAmount', currency);
  const payable = payableAmount(sums, inclusive, currency);
  const rounding = amount(sums, 'RoundingAmount', currency);
  const tax = amount(sums, 'TaxTotalAmount', currency);
  const terms = all(settlement, 'SpecifiedTradePaymentTerms');
  return {
    Id: id(doc, 'ID'),
    InvoiceType: invoiceTypeOf(false, typeCode, payable.value),
    InvoiceDate: date(doc, 'IssueDateTime'),
    DueDate: terms.map((t) => date(t, 'DueDateDateTime')).find((v) => v !== null) ?? null,
    BuyerReference: text(agreement, 'BuyerReference'),
    Note: notes(doc),
    PaymentTerm: joinNotes(terms.map((t) => text(t, 'Description'))),
    Lines: all(tx, 'IncludedSupplyChainTradeLineItem').map((l) => ciiLine(l, d, currency)),
    AllowanceCharges: ciiAllowanceCharges(settlement, currency, dialect === 'ZUGFeRD-1.0'),
    VatLines: all(settlement, 'ApplicableTradeTax').map((t) => {
      const basis = amount(t, 'BasisAmount', currency);
      const calculated = amount(t, 'CalculatedAmount', currency);
      return {
        TaxCategory: code(t, 'CategoryCode'),
        TaxableAmount: basis.value,
        TaxableAmountCurrency: basis.currency,
        TaxCategoryPercent: num(t, d.ratePercent),
        TaxAmount: calculated.value,
        TaxAmountCurrency: calculated.currency,
      };
    }),
    PaymentMeans: all(settlement, 'SpecifiedTradeSettlementPaymentMeans').map((pm) => {
      const account = first(pm, 'PayeePartyCreditorFinancialAccount');
      return {
        Id: text(settlement, 'PaymentReference'),
        Name: text(account, 'AccountName') ?? text(pm, 'Information'),
        Code: toPaymentMeansCode(text(pm, 'TypeCode')),
        PayeeAccountFinancialInstitution: code(pm, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID'),
        PayeeAccount: accountNumber(
          text(account, 'IBANID') ??
            text(account, 'ProprietaryID') ??
            text(pm, 'PayerPartyDebtorFinancialAccount', 'IBANID') ??
            text(pm, 'ApplicableTradeSettlementFinancialCard', 'ID'),
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
    TaxTotal: { Amount: tax.value, AmountCurrency: tax.currency },
    Order: {
      PurchaseId: id(agreement, 'BuyerOrderReferencedDocument', 'IssuerAssignedID'),
      SalesId: id(agreement, 'SellerOrderReferencedDocument', 'IssuerAssignedID'),
    },
    Delivery: ciiDelivery(first(tx, d.delivery)),
    Supplier: ciiSupplier(first(agreement, 'SellerTradeParty')),
    Customer: ciiCustomer(first(agreement, 'BuyerTradeParty')),
    Format: dialect,
    CustomizationId: text(root, d.context, 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
    TypeCode: typeCode,
    Currency: currency,
    Attachments: all(agreement, 'AdditionalReferencedDocument').flatMap((ref) =>
      all(ref, 'AttachmentBinaryObject').map((bin) => ({
        name: attr(bin, 'filename') ?? id(ref, 'IssuerAssignedID'),
        mimeType: attr(bin, 'mimeCode'),
        size: base64Size(textOf(bin)),
      })),
    ),
    Validation: structuralValidation(),
  };
}
