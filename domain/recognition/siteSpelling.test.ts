import { documentLines } from './layout';
import { vendorDomains } from './sellerNamePlaces';
import { linesSpelledAsSite } from './siteSpelling';
import { pageOf } from './testPages';
import type { PageWords } from './types';

/** The page's words as OCR reads them: each with a confidence. */
const readByOcr = (page: PageWords): PageWords => ({
  ...page,
  Words: page.Words.map((word) => ({ ...word, Confidence: 88 })),
});

/** The text of each line once OCR'd words that spell the page's site but for a letter or two are respelled. */
function respelled(page: PageWords): string[] {
  const lines = documentLines([page]);
  return linesSpelledAsSite(lines, vendorDomains(lines)).map((line) => line.text);
}

const letterhead = (name: string, site: string, y = 0.06) =>
  pageOf(1, [
    [y, name],
    [0.1, `www.${site}`],
    [0.12, `info@${site}`],
  ]);

describe('OCR words that spell the vendor’s site but for a misread letter', () => {
  it('are read as the site spells them, each letter’s case kept', () => {
    expect(respelled(readByOcr(letterhead('Bakkerij De Vried', 'bakkerijdevries.nl')))[0]).toBe(
      'Bakkerij De Vries',
    );
    expect(respelled(readByOcr(letterhead('ELEKTRO HARTMAMN', 'elektro-hartmann.de')))[0]).toBe(
      'ELEKTRO HARTMANN',
    );
  });

  it('leave the invoice\'s own words alone: "Numéro de facture" under facturia.fr is no misread "facturi"', () => {
    const page = pageOf(1, [
      [0.06, 'Facturia SAS'],
      [0.1, 'Numéro de facture 09E91B45-0021'],
      [0.12, 'facturation@facturia.fr'],
    ]);
    expect(respelled(readByOcr(page))[1]).toBe('Numéro de facture 09E91B45-0021');
  });

  it('are respelled where they spell a part of the site: "Van Dan" of vandamfietsen.nl', () => {
    expect(respelled(readByOcr(letterhead('Fietsenmakerij Van Dan', 'vandamfietsen.nl')))[0]).toBe(
      'Fietsenmakerij Van Dam',
    );
  });

  it('stay as they are when spelled right, when they differ more, or when the run is shifted against the site', () => {
    expect(respelled(readByOcr(letterhead('Bakkerij De Vries', 'bakkerijdevries.nl')))[0]).toBe(
      'Bakkerij De Vries',
    );
    expect(respelled(readByOcr(letterhead('Bakkerij De Haan', 'bakkerijdevries.nl')))[0]).toBe(
      'Bakkerij De Haan',
    );
    // baeckerei-schulz.de writes the "ä" of "Bäckerei" as "ae": "Backerei" is no misread of "aeckerei".
    expect(respelled(readByOcr(letterhead('Backerei Schulz', 'baeckerei-schulz.de')))[0]).toBe(
      'Backerei Schulz',
    );
    // …nor is "Ubersetzungen" (OCR lost the dots of the "Ü") a misread of the "ebersetzungen" of "uebersetzungen".
    expect(respelled(readByOcr(letterhead('Schulz Ubersetzungen', 'schulz-uebersetzungen.de')))[0]).toBe(
      'Schulz Ubersetzungen',
    );
  });

  it('stay as they are in the text layer, and outside the letterhead and the footer', () => {
    expect(respelled(letterhead('Bakkerij De Vried', 'bakkerijdevries.nl'))[0]).toBe('Bakkerij De Vried');
    const midPage = readByOcr(letterhead('Bakkerij De Vried', 'bakkerijdevries.nl', 0.5));
    expect(respelled(midPage)).toContain('Bakkerij De Vried');
  });
});
