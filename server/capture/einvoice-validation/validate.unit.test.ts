import { readCorpusInvoice } from './corpus';
import { validateEInvoiceXml, validationPlan } from './index';
import { runEn16931Schematron } from './schematron';
import { compiledSchematron } from './schematron-cache';

// Each validation takes tens of milliseconds (SaxonJS), so the corpus is
// sampled: every syntax and profile, every official Peppol example and every must-fail PDF.
const SLOW = 60_000;

async function validate(name: string) {
  return validateEInvoiceXml((await readCorpusInvoice(name)).xml);
}

function rules(issues: { Rule: string }[]): string[] {
  return [...new Set(issues.map((issue) => issue.Rule))].sort();
}

beforeAll(async () => {
  // The first run on a machine compiles both Schematron stylesheets (about 15 s each); later runs read the cache.
  await Promise.all([compiledSchematron('UBL'), compiledSchematron('CII')]);
}, 180_000);

describe('validateEInvoiceXml by syntax', () => {
  it('accepts a valid UBL invoice', async () => {
    expect(await validate('peppol-bis-billing-3/examples/base-example.xml')).toEqual({
      Valid: true,
      Errors: [],
      Warnings: [],
    });
  });

  it('accepts a valid UBL credit note', async () => {
    const result = await validate('en16931/ubl-examples/ubl-tc434-creditnote1.xml');
    expect(result.Errors).toEqual([]);
    expect(result.Valid).toBe(true);
  });

  it('accepts a plain CII D16B invoice (no Factur-X profile)', async () => {
    const result = await validate('en16931/cii-examples/CII_business_example_02.xml');
    expect(result.Errors).toEqual([]);
  });

  it('accepts a CII invoice in the EN 16931 profile', async () => {
    expect((await validate('en16931/cii-examples/CII_example1.xml')).Valid).toBe(true);
  });

  it('accepts Factur-X MINIMUM and BASIC WL on their XSD alone', async () => {
    const basicWl = await readCorpusInvoice('zugferd-corpus/facturx-pdf/FNFE-correct/Facture_FR_BASICWL.pdf');
    // EN 16931 would reject it (no lines), which is why these profiles are not held to it.
    expect(rules((await runEn16931Schematron(basicWl.xml, 'CII')).Errors)).toContain('BR-16');
    expect((await validateEInvoiceXml(basicWl.xml)).Valid).toBe(true);
    expect((await validate('akretion-factur-x/xml/factur-x-minimum.xml')).Valid).toBe(true);
  });

  it('rejects a Factur-X MINIMUM invoice carrying an element its XSD does not allow', async () => {
    const result = await validate('zugferd-corpus/facturx-pdf/FNFE-fail/Avoir_FR_type381_MINIMUM.pdf');
    expect(rules(result.Errors)).toEqual(['XSD']);
    expect(result.Errors[0].Message).toContain('InvoiceReferencedDocument');
    expect(result.Errors[0].Location).toMatch(/^line \d+$/);
  });

  it('accepts a ZUGFeRD 1.0 invoice against the ZUGFeRD 1.0 XSD', async () => {
    expect((await validate('akretion-factur-x/xml/zugferd-comfort.xml')).Valid).toBe(true);
  });

  it('rejects a ZUGFeRD 1.0 invoice with an unknown element', async () => {
    const { xml } = await readCorpusInvoice('akretion-factur-x/xml/zugferd-basic.xml');
    const broken = xml.replace('<ram:ID>', '<ram:Unknown>x</ram:Unknown><ram:ID>');
    const result = await validateEInvoiceXml(broken);
    expect(result.Valid).toBe(false);
    expect(rules(result.Errors)).toEqual(['XSD']);
  });

  it('keeps warning-flagged rules as warnings without failing the invoice', async () => {
    const result = await validate('akretion-factur-x/xml/factur-x-extended.xml');
    expect(result.Valid).toBe(true);
    expect(result.Warnings.length).toBeGreaterThan(0);
    expect(result.Warnings.every((warning) => /^[A-Z]+-[A-Z0-9-]+$/.test(warning.Rule))).toBe(true);
  });
});

describe('validateEInvoiceXml against the corpus verdicts', () => {
  const peppolExamples = [
    'Allowance-example.xml',
    'Vat-category-S.xml',
    'base-creditnote-correction.xml',
    'base-negative-inv-correction.xml',
    'sales-order-example.xml',
    'vat-category-E.xml',
    'vat-category-O.xml',
    'vat-category-Z.xml',
  ];
  it.each(peppolExamples)(
    'passes the official Peppol example %s',
    async (name) => {
      const result = await validate(`peppol-bis-billing-3/examples/${name}`);
      expect(result.Errors).toEqual([]);
    },
    SLOW,
  );

  it.each(['GR-base-example-correct.xml', 'GR-base-example-TaxRepresentative.xml'])(
    'fails the plain UBL 2.1 XSD with the Greek Peppol example %s',
    async (name) => {
      const result = await validate(`peppol-bis-billing-3/national-examples/${name}`);
      expect(result.Valid).toBe(false);
      expect(result.Errors.find((error) => error.Rule === 'XSD')?.Message).toContain(
        'AdditionalDocumentReference',
      );
    },
    SLOW,
  );

  it.each([
    'Facture_DOM_MINIMUM',
    'Facture_FR_MINIMUM',
    'Facture_UE_MINIMUM',
    'Facture_DOM_BASICWL',
    'Facture_UE_BASICWL',
  ])(
    'passes FNFE-correct %s',
    async (name) => {
      expect((await validate(`zugferd-corpus/facturx-pdf/FNFE-correct/${name}.pdf`)).Valid).toBe(true);
    },
    SLOW,
  );

  it('flags only CII-DT-031 on the FNFE-correct BASIC credit note (2017 sample, currencyID on every amount)', async () => {
    const result = await validate('zugferd-corpus/facturx-pdf/FNFE-correct/Avoir_FR_type381_BASIC.pdf');
    expect(rules(result.Errors)).toEqual(['CII-DT-031']);
  });

  // Avoir_FR_type381_BASICWL is left out: BASIC WL gets only its XSD here, which it passes.
  it.each([
    'FNFE-fail/Avoir_FR_type380_BASIC',
    'FNFE-fail/Avoir_FR_type380_EN16931',
    'FNFE-fail/Avoir_FR_type380_MINIMUM',
    'FNFE-fail/Avoir_FR_type381_EN16931',
    'FNFE-fail/Avoir_FR_type381_MINIMUM',
    'FNFE-fail/Facture_DOM_BASIC',
    'FNFE-fail/Facture_DOM_EN16931',
    'FNFE-fail/Facture_FR_BASIC',
    'FNFE-fail/Facture_FR_EN16931',
    'FNFE-fail/Facture_UE_BASIC',
    'FNFE-fail/Facture_UE_EN16931',
    'misc-fail/factur-x-invalid-xml-encoding-attribute',
    'misc-fail/python-factur-x',
  ])(
    'fails %s',
    async (name) => {
      expect((await validate(`zugferd-corpus/facturx-pdf/${name}.pdf`)).Valid).toBe(false);
    },
    SLOW,
  );
});

describe('validateEInvoiceXml business rules', () => {
  it('reports BR-CO-16 when the amount due does not reconcile (UBL)', async () => {
    const { xml } = await readCorpusInvoice('peppol-bis-billing-3/examples/base-example.xml');
    const edited = xml.replace(/(<cbc:PayableAmount currencyID="EUR">)[^<]*/, '$19999.00');
    const result = await validateEInvoiceXml(edited);
    expect(result.Valid).toBe(false);
    const error = result.Errors.find((issue) => issue.Rule === 'BR-CO-16');
    expect(error?.Message).toContain('Amount due for payment (BT-115)');
    expect(error?.Location).toContain('LegalMonetaryTotal');
  });

  it('reports BR-CO-15 when the grand total does not reconcile (CII)', async () => {
    const { xml } = await readCorpusInvoice('en16931/cii-examples/CII_example1.xml');
    const edited = xml.replace(/(<ram:GrandTotalAmount>)[^<]*/, '$11.00');
    expect(rules((await validateEInvoiceXml(edited)).Errors)).toContain('BR-CO-15');
  });

  it('reports BR-CO-10 and BR-CO-15 on a corpus invoice whose totals do not add up', async () => {
    expect(rules((await validate('mustangproject/library-xml/BT-128.ubl.xml')).Errors)).toEqual([
      'BR-CO-10',
      'BR-CO-15',
    ]);
  });

  it('honours an explicit profile over the guideline id', async () => {
    const { xml } = await readCorpusInvoice('zugferd-corpus/facturx-pdf/FNFE-correct/Facture_FR_BASICWL.pdf');
    expect(rules((await validateEInvoiceXml(xml, { profile: 'basic' })).Errors)).toContain('BR-16');
  });
});

describe('validateEInvoiceXml input safety', () => {
  it('refuses a document type declaration before parsing', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice>&x;</Invoice>';
    expect(await validateEInvoiceXml(xml)).toEqual({
      Valid: false,
      Errors: [{ Rule: 'XML', Message: 'Document type declarations (DOCTYPE) are not allowed' }],
      Warnings: [],
    });
  });

  it('reports a document that is no known e-invoice', async () => {
    const result = await validateEInvoiceXml('<Order xmlns="urn:example"/>');
    expect(result.Valid).toBe(false);
    expect(rules(result.Errors)).toEqual(['XSD']);
  });

  it('reports a truncated document as XSD errors instead of throwing', async () => {
    const { xml } = await readCorpusInvoice('peppol-bis-billing-3/examples/base-example.xml');
    const result = await validateEInvoiceXml(xml.slice(0, xml.length / 2));
    expect(result.Valid).toBe(false);
    expect(rules(result.Errors)).toEqual(['XSD']);
  });
});

describe('validationPlan', () => {
  it('runs EN 16931 rules for UBL, plain CII and Factur-X BASIC, EN16931 and EXTENDED only', () => {
    expect(validationPlan({ syntax: 'UblCreditNote' })).toEqual({ xsd: 'UblCreditNote', schematron: 'UBL' });
    expect(validationPlan({ syntax: 'Cii' })).toEqual({ xsd: 'CiiD16B', schematron: 'CII' });
    expect(validationPlan({ syntax: 'Cii', profile: 'extended' })).toEqual({
      xsd: 'FacturX-extended',
      schematron: 'CII',
    });
    expect(validationPlan({ syntax: 'Cii', profile: 'basicwl' })).toEqual({ xsd: 'FacturX-basicwl' });
    expect(validationPlan({ syntax: 'Cii', profile: 'minimum' })).toEqual({ xsd: 'FacturX-minimum' });
    expect(validationPlan({ syntax: 'Zugferd1' })).toEqual({ xsd: 'Zugferd1' });
  });
});
