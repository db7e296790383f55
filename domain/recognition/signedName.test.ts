import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A letter invoice to the company whose vendor is named nowhere but under its closing (the letter head a logo). */
const letter = (...closing: Array<[number, string]>) =>
  pageOf(1, [
    [0.12, 'Gemeentelijke Sportbedrijven B.V.'],
    [0.14, 'Postbus 12'],
    [0.16, '1000 AA Amsterdam'],
    [0.25, [0.55, 'Factuurnummer'], [0.75, '2024-118']],
    [0.27, [0.55, 'Factuurdatum'], [0.75, '05-03-2024']],
    [0.4, 'Onderhoud installatie', [0.8, '€ 500,00']],
    [0.5, [0.55, 'Totaal'], [0.8, '€ 605,00']],
    ...closing,
  ]);

const ownCompany = { Name: 'Gemeentelijke Sportbedrijven B.V.' };
const vendorOf = (...closing: Array<[number, string]>) =>
  extractFields([letter(...closing)], { ownCompany }).Fields.RelationName?.Value;

describe('the firm that signs a letter invoice', () => {
  it('is the line under the signer, past the room for a written signature and the signer’s role', () => {
    expect(
      vendorOf(
        [0.6, 'Met vriendelijke groet,'],
        [0.67, 'Jan Smit'],
        [0.69, 'Eigenaar'],
        [0.71, 'Smit Installatietechniek'],
      ),
    ).toBe('Smit Installatietechniek');
  });

  it('is a name with a legal form right under the closing', () => {
    expect(vendorOf([0.6, 'Mit freundlichen Grüßen'], [0.62, 'Holzbau Weber GmbH'])).toBe(
      'Holzbau Weber GmbH',
    );
  });

  it('is not a signer alone, an address, or a name far below the closing', () => {
    expect(vendorOf([0.6, 'Kind regards,'], [0.62, 'John Carter'])).toBeUndefined();
    expect(vendorOf([0.6, 'Kind regards,'], [0.62, 'John Carter'], [0.64, '12 Mill Lane'])).toBeUndefined();
    expect(vendorOf([0.6, 'Cordialement,'], [0.8, 'Jean Dupont'], [0.82, 'Atelier Dupont'])).toBeUndefined();
  });

  it('does not outweigh a letter head with a legal form', () => {
    const page = letter([0.6, 'Met vriendelijke groet,'], [0.62, 'Jan Smit'], [0.64, 'Smit Onderhoud']);
    page.Words.push({ Text: 'Smit', Box: [0.1, 0.04, 0.04, 0.012] });
    page.Words.push({ Text: 'Installatietechniek', Box: [0.15, 0.04, 0.19, 0.012] });
    page.Words.push({ Text: 'B.V.', Box: [0.35, 0.04, 0.04, 0.012] });
    expect(extractFields([page], { ownCompany }).Fields.RelationName?.Value).toBe(
      'Smit Installatietechniek B.V.',
    );
  });
});
