import type { Box, RecognizedField } from './types';
import {
  fillVendorGaps,
  letterheadAndFooterWords,
  PaymentPictureRegion,
  placeRegionWords,
  regionsFor,
  VendorRegions,
  vendorGaps,
  withRegionWords,
  wordsMissingFromText,
} from './vendorRegions';

const field = (Value: string, Confidence: number, Source: RecognizedField['Source'] = 'Text') => ({
  Value,
  Confidence,
  Page: 1,
  Box: null,
  Source,
});

describe('vendorGaps', () => {
  it('names the vendor fields a reading lacks, and a name that is only a guess', () => {
    expect(vendorGaps({ IbanNumber: field('NL91ABNA0417164300', 0.9) })).toEqual([
      'RelationChamberOfCommerce',
      'RelationName',
    ]);
    expect(vendorGaps({ RelationName: field('Eerste regel', 0.3) })).toContain('RelationName');
    expect(vendorGaps({ RelationName: field('De Vries B.V.', 0.75) })).not.toContain('RelationName');
    // The name of its web site standing in for the vendor's ("Elektrohartmann" of elektro-hartmann.de).
    expect(vendorGaps({ RelationName: field('Elektrohartmann', 0.53) })).toContain('RelationName');
  });
});

describe('placeRegionWords', () => {
  it('places words read in a region (fractions of the region) on the page', () => {
    const [word] = placeRegionWords([{ Text: 'KvK', Box: [0.5, 0.5, 0.1, 0.2] }], {
      left: 0.2,
      top: 0.8,
      width: 0.5,
      height: 0.2,
    });
    expect(word.Box.map((value) => Math.round(value * 1000) / 1000)).toEqual([0.45, 0.9, 0.05, 0.04]);
  });
});

describe('wordsMissingFromText', () => {
  it('keeps only the OCR words that do not lie over text-layer words', () => {
    const text = [{ Text: 'IBAN', Box: [0.1, 0.9, 0.05, 0.01] as [number, number, number, number] }];
    const ocr = [
      { Text: 'IBAN', Box: [0.101, 0.901, 0.049, 0.01] as [number, number, number, number] },
      { Text: 'KvK', Box: [0.5, 0.9, 0.04, 0.01] as [number, number, number, number] },
      { Text: '', Box: [0.6, 0.9, 0, 0] as [number, number, number, number] },
    ];
    expect(wordsMissingFromText(text, ocr).map((word) => word.Text)).toEqual(['KvK']);
  });
});

describe('withRegionWords', () => {
  it('adds the region words to their own page only', () => {
    const pages = [1, 2].map((Page) => ({ Page, Width: 595, Height: 842, Words: [] }));
    const added = withRegionWords(pages, [
      { Page: 2, Width: 595, Height: 842, Words: [{ Text: 'KvK', Box: [0.1, 0.9, 0.05, 0.01] }] },
    ]);
    expect(added[0]).toBe(pages[0]);
    expect(added[1].Words.map((word) => word.Text)).toEqual(['KvK']);
  });
});

describe('fillVendorGaps', () => {
  it('fills only the gaps, keeps the text layer’s values and replaces a guessed name only by a surer one', () => {
    const text = {
      Number: field('2024-1', 0.9),
      IbanNumber: field('NL02RABO0123456789', 0.9),
      RelationName: field('Eerste regel', 0.3),
    };
    const withRegions = {
      Number: field('2024-7', 0.95, 'Ocr'),
      IbanNumber: field('NL91ABNA0417164300', 0.95, 'Ocr'),
      RelationChamberOfCommerce: field('64023859', 0.8, 'Ocr'),
      RelationName: field('De Vries B.V.', 0.75, 'Ocr'),
    };
    expect(fillVendorGaps(text, withRegions, vendorGaps(text))).toEqual({
      ...text,
      RelationChamberOfCommerce: withRegions.RelationChamberOfCommerce,
      RelationName: withRegions.RelationName,
    });
    const unsure = { ...withRegions, RelationName: field('Logo', 0.2, 'Ocr') };
    expect(fillVendorGaps(text, unsure, vendorGaps(text)).RelationName).toBe(text.RelationName);
  });
});

describe('regionsFor', () => {
  it("reads the body's pictures (a RIB pasted in) only when the IBAN is missing", () => {
    expect(regionsFor(['IbanNumber', 'RelationName'])).toEqual([...VendorRegions, PaymentPictureRegion]);
    expect(regionsFor(['RelationName', 'RelationChamberOfCommerce'])).toEqual(VendorRegions);
  });
});

describe('letterheadAndFooterWords', () => {
  it("leaves out the words of the body's pictures: the bank's name on a RIB is no vendor's letterhead", () => {
    const word = (Text: string, top: number) => ({ Text, Box: [0.1, top, 0.1, 0.01] as Box });
    const pages = [
      {
        Page: 1,
        Width: 595,
        Height: 842,
        Words: [word('Atelier', 0.05), word('Banque', 0.62), word('FR76', 0.7), word('SIRET', 0.93)],
      },
    ];
    expect(letterheadAndFooterWords(pages)[0].Words.map((w) => w.Text)).toEqual(['Atelier', 'SIRET']);
  });
});
