import {
  belgianStructuredCommunicationOf,
  creditorReferenceOf,
  dutchCheckDigit,
  finnishCheckDigit,
  isBelgianStructuredCommunication,
  isCreditorReference,
  isDutchPaymentReference,
  isFinnishReference,
  isSwissQrReference,
  structuredRemittanceOf,
} from './creditorReference';

describe('ISO 11649 creditor reference', () => {
  it.each(['RF18539007547034', 'RF18 5390 0754 7034', 'rf18539007547034', 'RF18000000000539007547034'])(
    'accepts %s',
    (reference) => {
      expect(isCreditorReference(reference)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', 'RF19539007547034'],
    ['check digits 00', 'RF00539007547034'],
    ['no reference after the check digits', 'RF18'],
    ['more than 25 characters', 'RF18000000000000539007547034'],
    ['another prefix', 'RG18539007547034'],
    ['a character outside A-Z 0-9', 'RF18539007547_34'],
  ])('refuses %s', (_reason, reference) => {
    expect(isCreditorReference(reference)).toBe(false);
  });

  it('computes the check digits of a creditor reference (the ISO 11649 example)', () => {
    expect(creditorReferenceOf('539007547034')).toBe('RF18539007547034');
    expect(isCreditorReference(creditorReferenceOf('INV2026 0042'))).toBe(true);
  });
});

describe('Swiss QR reference', () => {
  it('accepts 27 digits whose last is the recursive modulo 10 check digit, grouped as printed or not', () => {
    // The reference of the Swiss payment standards' own example, and of swissqrbill's.
    expect(isSwissQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
    expect(isSwissQrReference('210000000003139471430009017')).toBe(true);
  });

  it('rejects a wrong check digit, a digit too many or too few, and letters', () => {
    expect(isSwissQrReference('210000000003139471430009018')).toBe(false);
    expect(isSwissQrReference('2100000000031394714300090171')).toBe(false);
    expect(isSwissQrReference('21000000000313947143000901')).toBe(false);
    expect(isSwissQrReference('21000000000313947143000901A')).toBe(false);
  });
});

describe('Dutch payment reference (betalingskenmerk)', () => {
  it("computes the weighted modulus-11 check digit (the Betaalvereniging's example 5000 0567 8901 2345)", () => {
    expect(dutchCheckDigit('000056789012345')).toBe(5);
  });

  it.each([
    // Betaalvereniging's examples: 16 digits, and 14 digits with length code 2.
    '5000056789012345',
    '1223 4534 6225 67',
    // Tax assessments of the Belastingdienst, written as printed.
    '5010.0021.6701.0010',
    '0001.0411.4691.0100',
    '2017.1667.7760.0001',
    '3961.3079.9841.0020',
    // 7 digits carry no check digit.
    '1234567',
  ])('accepts %s', (reference) => {
    expect(isDutchPaymentReference(reference)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '5000056789012346'],
    ['a wrong length code', '1323453462256 7'],
    ['15 digits', '500005678901234'],
    ['8 digits', '12345678'],
    ['letters', '500005678901234A'],
  ])('refuses %s', (_reason, reference) => {
    expect(isDutchPaymentReference(reference)).toBe(false);
  });
});

describe('Belgian structured communication', () => {
  it.each([
    '+++090/9337/55493+++',
    '***090/9337/55493***',
    '+++ 090 / 9337 / 55493 +++',
    '090/9337/55493',
    '000000000097',
  ])('accepts %s', (printed) => {
    expect(isBelgianStructuredCommunication(printed)).toBe(true);
  });

  it.each([
    ['a wrong check', '+++090/9337/55494+++'],
    ['eleven digits', '+++090/9337/5549+++'],
    ['letters', '+++09A/9337/55493+++'],
    ['check 00 for a multiple of 97', '000000000000'],
  ])('refuses %s', (_reason, printed) => {
    expect(isBelgianStructuredCommunication(printed)).toBe(false);
  });

  it('prints one as Belgians do', () => {
    expect(belgianStructuredCommunicationOf('090933755493')).toBe('+++090/9337/55493+++');
  });
});

describe('Finnish reference (viitenumero)', () => {
  it("computes the check digit weighted 7, 3, 1 from the right (Finance Finland's example 123 → 1232)", () => {
    expect(finnishCheckDigit('123')).toBe(2);
    expect(finnishCheckDigit('1234561')).toBe(4);
    expect(finnishCheckDigit('55')).toBe(0);
  });

  it.each(['1232', '12345614', '123 45614', '12345 67890 12345 67894'])('accepts %s', (reference) => {
    expect(isFinnishReference(reference)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '12345615'],
    ['fewer than four digits', '123'],
    ['more than twenty digits', `12345678901234567890${finnishCheckDigit('12345678901234567890')}`],
    ['letters', '1234A614'],
  ])('refuses %s', (_reason, reference) => {
    expect(isFinnishReference(reference)).toBe(false);
  });
});

describe('structuredRemittanceOf', () => {
  it('recognises a creditor reference, compacted', () => {
    expect(structuredRemittanceOf('RF18 5390 0754 7034')).toEqual({
      Kind: 'Iso11649',
      Reference: 'RF18539007547034',
    });
  });

  it('recognises a Dutch payment reference, compacted', () => {
    expect(structuredRemittanceOf('5010.0021.6701.0010')).toEqual({
      Kind: 'DutchPaymentReference',
      Reference: '5010002167010010',
    });
  });

  it('recognises a Belgian structured communication, compacted, and prefers it between its plus signs', () => {
    for (const printed of [
      '+++090/9337/55493+++',
      '***090/9337/55493***',
      '+++ 090 / 9337 / 55493 +++',
      '090933755493',
    ])
      expect(structuredRemittanceOf(printed)).toEqual({
        Kind: 'BelgianStructuredCommunication',
        Reference: '090933755493',
      });
    // Twelve digits that are a Dutch payment reference as well are Dutch unless marked Belgian.
    expect(structuredRemittanceOf('201000000047')).toEqual({
      Kind: 'DutchPaymentReference',
      Reference: '201000000047',
    });
    expect(structuredRemittanceOf('+++201/0000/00047+++')).toEqual({
      Kind: 'BelgianStructuredCommunication',
      Reference: '201000000047',
    });
  });

  it('recognises a Finnish reference, compacted', () => {
    expect(structuredRemittanceOf('123 45614')).toEqual({ Kind: 'FinnishReference', Reference: '12345614' });
  });

  it("reads digits that pass more than one country's check as the reference of the account's country", () => {
    // Seven digits are a Dutch reference without a check digit; these pass the Finnish check as well.
    const both = '1000009';
    expect(isFinnishReference(both) && isDutchPaymentReference(both)).toBe(true);
    expect(structuredRemittanceOf(both)?.Kind).toBe('DutchPaymentReference');
    expect(structuredRemittanceOf(both, 'NL')?.Kind).toBe('DutchPaymentReference');
    expect(structuredRemittanceOf(both, 'FI')?.Kind).toBe('FinnishReference');
    // A reference that passes only one check keeps its kind whatever the account.
    expect(structuredRemittanceOf('12345614', 'NL')?.Kind).toBe('FinnishReference');
    expect(structuredRemittanceOf('RF18 5390 0754 7034', 'FI')?.Kind).toBe('Iso11649');
    expect(structuredRemittanceOf('+++090/9337/55493+++', 'FI')?.Kind).toBe('BelgianStructuredCommunication');
  });

  it('leaves other text unstructured', () => {
    expect(structuredRemittanceOf('Invoice 2026-0042')).toBeUndefined();
    expect(structuredRemittanceOf('RF19539007547034')).toBeUndefined();
    expect(structuredRemittanceOf('5000056789012346')).toBeUndefined();
  });
});
