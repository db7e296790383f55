import { detectEInvoiceSyntax, hasDoctype } from './syntax';

const cii = (guideline: string) => `<?xml version="1.0"?>
<!-- a comment with <tags> -->
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>
    <ram:ID> ${guideline} </ram:ID>
  </ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
</rsm:CrossIndustryInvoice>`;

describe('detectEInvoiceSyntax', () => {
  it('recognises a UBL invoice and credit note by root element and namespace', () => {
    expect(
      detectEInvoiceSyntax('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'),
    ).toEqual({
      syntax: 'UblInvoice',
    });
    const creditNote =
      '<cn:CreditNote xmlns:cn="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"></cn:CreditNote>';
    expect(detectEInvoiceSyntax(creditNote)).toEqual({ syntax: 'UblCreditNote' });
  });

  it('recognises ZUGFeRD 1.0 by its CrossIndustryDocument namespace', () => {
    const xml = '<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"/>';
    expect(detectEInvoiceSyntax(xml)).toEqual({ syntax: 'Zugferd1' });
  });

  it('reads the Factur-X and ZUGFeRD 2.x profile from the guideline id', () => {
    expect(detectEInvoiceSyntax(cii('urn:factur-x.eu:1p0:minimum'))?.profile).toBe('minimum');
    expect(detectEInvoiceSyntax(cii('urn:factur-x.eu:1p0:basicwl'))?.profile).toBe('basicwl');
    expect(
      detectEInvoiceSyntax(cii('urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic'))?.profile,
    ).toBe('basic');
    expect(detectEInvoiceSyntax(cii('urn:cen.eu:en16931:2017'))?.profile).toBe('en16931');
    expect(
      detectEInvoiceSyntax(cii('urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p1:extended'))?.profile,
    ).toBe('extended');
  });

  it('treats CII with another guideline (XRechnung) as plain CII', () => {
    const xml = cii('urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.0');
    expect(detectEInvoiceSyntax(xml)).toEqual({ syntax: 'Cii', profile: undefined });
  });

  it('rejects a known root element in the wrong namespace', () => {
    expect(detectEInvoiceSyntax('<Invoice xmlns="urn:example:other"/>')).toBeUndefined();
    expect(detectEInvoiceSyntax('not xml at all')).toBeUndefined();
  });
});

describe('hasDoctype', () => {
  it('spots a document type declaration in any letter case', () => {
    expect(
      hasDoctype('<?xml version="1.0"?><!doctype x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    ).toBe(true);
    expect(hasDoctype('<Invoice/>')).toBe(false);
  });
});
