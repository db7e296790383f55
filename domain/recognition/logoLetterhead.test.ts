import { extractFields } from './extract';
import { pageOf } from './testPages';
import type { PageWord, PageWords } from './types';

/** Words of a logo's name as OCR reads them from the picture: printed large (`height`), with a confidence. */
function logoWords(text: string, x: number, y: number, height = 0.03): PageWord[] {
  let left = x;
  return text.split(' ').map((word) => {
    const box: PageWord['Box'] = [left, y, word.length * height * 0.7, height];
    left += (word.length + 1) * height * 0.7;
    return { Text: word, Box: box, Confidence: 90 };
  });
}

/** An invoice whose letterhead is a logo (`logo`'s words) beside the sender's address in small print. */
function invoiceWithLogo(logo: PageWord[], addressAt = 0.65): PageWords {
  const page = pageOf(1, [
    [0.06, [addressAt, 'Industriestraße 22']],
    [0.08, [addressAt, '33602 Bielefeld']],
    [0.1, [addressAt, 'www.elektro-hartmann.de']],
    [0.12, [addressAt, 'USt-IdNr. DE204327665']],
    [0.2, 'Praxis Dr. Albers'],
    [0.22, 'Hauptstraße 4'],
    [0.3, 'Rechnung'],
    [0.33, 'Rechnungsnummer 2026150'],
    [0.35, 'Rechnungsdatum 20.01.2026'],
    [0.5, [0.6, 'Rechnungsbetrag'], [0.8, '1.566,87 €']],
  ]);
  return { ...page, Words: [...logo, ...page.Words] };
}

describe('a letterhead that is a logo', () => {
  it('names the vendor by a name set in two lines that together spell its site ("ELEKTRO" over "HARTMANN")', () => {
    const logo = [...logoWords('ELEKTRO', 0.1, 0.06), ...logoWords('HARTMANN', 0.1, 0.1)];
    expect(extractFields([invoiceWithLogo(logo)]).Fields.RelationName?.Value).toBe('ELEKTRO HARTMANN');
  });

  it('names the vendor by a logo printed at the right, beside the address in small print', () => {
    const logo = [...logoWords('ELEKTRO', 0.62, 0.06), ...logoWords('HARTMANN', 0.62, 0.1)];
    expect(extractFields([invoiceWithLogo(logo, 0.1)]).Fields.RelationName?.Value).toBe('ELEKTRO HARTMANN');
  });

  it('leaves out a bar OCR read at the edge of the picture', () => {
    const logo = logoWords('| Elektro Hartmann', 0.1, 0.06);
    expect(extractFields([invoiceWithLogo(logo)]).Fields.RelationName?.Value).toBe('Elektro Hartmann');
  });
});

describe('a place name with "Spa"', () => {
  it('is no Italian S.p.A.: "Bath Spa University" is the addressee, the footer names the vendor', () => {
    const page = pageOf(1, [
      [0.06, '12 Quay Street'],
      [0.074, 'Bristol BS1 4DB'],
      [0.089, 'www.harbourlights.co.uk'],
      [0.102, 'info@harbourlights.co.uk'],
      [0.116, 'VAT No. GB989429740'],
      [0.13, 'IBAN GB15 HBUK 1100 3522 5934 99'],
      [0.185, 'Bath Spa University'],
      [0.2, 'Newton Park'],
      [0.215, 'Bath BA2 9BN'],
      [0.3, 'Invoice No. F20250553'],
      [0.5, [0.6, 'Total'], [0.8, '£2,573.23']],
      [0.92, 'Harbour Lights Catering Ltd · Registered in England and Wales No. 86904422'],
    ]);
    expect(extractFields([page]).Fields.RelationName?.Value).toBe('Harbour Lights Catering Ltd');
  });
});
