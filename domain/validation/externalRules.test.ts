import { isValidIban } from '../iban/index';
import { bic, documentNumberUnique, iban } from './externalRules';
import { validate } from './rule';

describe('IBAN and BIC', () => {
  it('IBAN asks the injected validator and skips empty values', () => {
    const seen: string[] = [];
    const rule = iban((value) => {
      seen.push(value);
      return value === 'NL91ABNA0417164300';
    });
    expect(rule.check('NL91ABNA0417164300', {})).toBeNull();
    expect(rule.check('NL91ABNA0417164301', {})?.key).toBe('Validation_Iban_Not_Valid');
    expect(rule.check('', {})).toBeNull();
    expect(seen).toEqual(['NL91ABNA0417164300', 'NL91ABNA0417164301']);
  });

  it('IBAN with the IBAN module accepts IBANs as people write them and refuses failed checks', () => {
    const rule = iban(isValidIban);
    expect(rule.check('IBAN NL81 INGB 0671 2104 32', {})).toBeNull();
    expect(rule.check('NO07.8380.08.06006', {})).toBeNull();
    expect(rule.check('IBAN: NL82 INGB 0671 2104 32', {})?.key).toBe('Validation_Iban_Not_Valid');
    expect(rule.check('NL81INGB0671210432NL91ABNA0417164300', {})?.key).toBe('Validation_Iban_Not_Valid');
  });

  it('BIC asks the injected validator', () => {
    const rule = bic((value) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value));
    expect(rule.check('ABNANL2A', {})).toBeNull();
    expect(rule.check('ABNA', {})?.key).toBe('Validation_Bic_Not_Valid');
  });
});

describe('document number unique', () => {
  it('asks the server and fails when the number is taken', async () => {
    const taken = new Set(['F123456']);
    const rule = documentNumberUnique(async (value) => !taken.has(value));
    expect(await rule.check('F123457', {})).toBeNull();
    expect((await rule.check('F123456', {}))?.key).toBe('Validation_Document_Number_Not_Unique');
    expect(await rule.check('', {})).toBeNull();
  });

  it('reports Validation_Unknown when the server cannot be asked', async () => {
    const rule = documentNumberUnique(() => Promise.reject(new Error('offline')));
    const [result] = await validate('F123456', [rule]);
    expect(result?.key).toBe('Validation_Unknown');
  });
});
