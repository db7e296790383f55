import { isSepaText, SepaTextLimits, toSepaIdentifier, toSepaText } from './sepaCharacters';

const text = (value: string, transliteration?: 'Generic' | 'German') =>
  toSepaText(value, { maxLength: 70, fallback: 'NL91ABNA0417164300', transliteration });

describe('toSepaText', () => {
  it('keeps text already in the SEPA Latin set as it is', () => {
    const latin = "Acme B.V. (NL) / 2026-11: ref? 'ok', +31";
    expect(text(latin)).toBe(latin);
  });

  it.each([
    ['Ærøskøbing Æblegård', 'Aeroskobing Aeblegard'],
    ['ÆØÅ', 'AEOA'],
    ['Müller & Söhne', 'Muller + Sohne'],
    ['Łódź Sp. z o.o.', 'Lodz Sp. z o.o.'],
    ['Straße', 'Strasse'],
    ['Café Crème Brûlée', 'Cafe Creme Brulee'],
    ['Œuvre Þórsdóttir', 'Oeuvre Thorsdottir'],
    ['Đorđević Šibenik', 'Dordevic Sibenik'],
    ['İstanbul Ağaç', 'Istanbul Agac'],
    ['Col·legi', 'Collegi'],
    ['Θεσσαλονίκη', 'Thessaloniki'],
    ['ООО Жук', 'OOO Zhuk'],
    ['“Quoted” – dash; ½ kg @ 5€', "'Quoted' - dash, 1/2 kg (at) 5EUR"],
  ])('transliterates %s to %s', (input, expected) => {
    expect(text(input)).toBe(expected);
  });

  it('writes German umlauts as ae, oe, ue for German banks', () => {
    expect(text('Müller & Söhne, Öl Ärzte ÜBER', 'German')).toBe('Mueller + Soehne, Oel Aerzte UEBER');
  });

  it('drops emoji and signs it has no letter for, and collapses the white space they leave', () => {
    expect(text('Bloemen 🌷  en\tplanten\n😀 B.V.')).toBe('Bloemen en planten B.V.');
  });

  it('answers the fallback when nothing of the text survives, so a payment never loses its name', () => {
    expect(text('北京公司 😀')).toBe('NL91ABNA0417164300');
  });

  it('cuts to the maximum length without a trailing space', () => {
    const name = toSepaText(`${'a'.repeat(69)} bcd`, { maxLength: SepaTextLimits.Name, fallback: '' });
    expect(name).toBe('a'.repeat(69));
    const remittance = toSepaText('ü'.repeat(200), { maxLength: SepaTextLimits.Remittance, fallback: '' });
    expect(remittance).toBe('u'.repeat(140));
  });

  it('answers only SEPA Latin characters for any input', () => {
    const samples = [
      'Ærøskøbing',
      'Łódź',
      '😀🎉',
      'a\u0000b\u200bc',
      'Ñandú',
      'Ωmega',
      '<tag> & "x"',
      'ﬁnance ™',
    ];
    for (const sample of samples) expect(isSepaText(text(sample))).toBe(true);
  });
});

describe('toSepaIdentifier', () => {
  it('never starts or ends with a slash and never holds a double slash (EPC rule)', () => {
    expect(toSepaIdentifier('//2026//0042/', 'x')).toBe('2026/0042');
  });

  it('cuts to 35 characters', () => {
    expect(toSepaIdentifier('A'.repeat(40), 'x')).toHaveLength(35);
  });

  it('answers the fallback when nothing is left', () => {
    expect(toSepaIdentifier('😀', 'LINE-1')).toBe('LINE-1');
  });
});

describe('isSepaText', () => {
  it('accepts the set and refuses what is outside it', () => {
    expect(isSepaText("a-z A-Z 0-9 / - ? : ( ) . , ' +")).toBe(true);
    expect(isSepaText('&')).toBe(false);
    expect(isSepaText('é')).toBe(false);
  });
});
