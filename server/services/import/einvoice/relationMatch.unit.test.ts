import type { Tx } from '../../../db/client';
import { matchRelation, type RelationKeys, type RelationLookup } from './relationMatch';

const tx = {} as Tx;
const scope = { companyId: 'c1', party: 'Vendor' as const };
const noKeys: RelationKeys = { vatNumber: null, chamberOfCommerce: null, iban: null, name: null };

/** A lookup that knows relation ids per `Kind:value`, and records what it was asked. */
function lookupKnowing(known: Record<string, string[]>): { lookup: RelationLookup; asked: string[] } {
  const asked: string[] = [];
  const lookup: RelationLookup = async (_tx, query) => {
    asked.push(`${query.kind}:${query.value}`);
    return (known[`${query.kind}:${query.value}`] ?? []).map((id) => ({
      id,
      code: id.toUpperCase(),
      name: `Relation ${id}`,
    }));
  };
  return { lookup, asked };
}

describe('relation matching', () => {
  it('tries VAT number, chamber of commerce number, IBAN and then name, each normalised', async () => {
    const { lookup, asked } = lookupKnowing({ 'Name:De Koksmaat': ['v4'] });
    const match = await matchRelation(tx, lookup, scope, {
      vatNumber: 'nl 8194.42.B01',
      chamberOfCommerce: '1234 5678',
      iban: 'IBAN: NL91 ABNA 0417 1643 00',
      name: '  De Koksmaat ',
    });
    expect(asked).toEqual([
      'VatNumber:NL819442B01',
      'ChamberOfCommerce:12345678',
      'Iban:NL91ABNA0417164300',
      'Name:De Koksmaat',
    ]);
    expect(match).toEqual({ id: 'v4', code: 'V4', name: 'Relation v4', key: 'Name' });
  });

  it('stops at the first key that finds one relation and skips missing keys', async () => {
    const { lookup, asked } = lookupKnowing({ 'ChamberOfCommerce:12345678': ['v2'], 'Iban:X': ['v3'] });
    const match = await matchRelation(tx, lookup, scope, {
      ...noKeys,
      chamberOfCommerce: '12345678',
      iban: 'X',
    });
    expect(match).toMatchObject({ id: 'v2', key: 'ChamberOfCommerce' });
    expect(asked).toEqual(['ChamberOfCommerce:12345678']);
  });

  it('lets a key that finds two relations decide nothing and goes on to the next', async () => {
    const { lookup, asked } = lookupKnowing({ 'VatNumber:NL1': ['v1', 'v2'], 'Iban:NL2': ['v2'] });
    const match = await matchRelation(tx, lookup, scope, { ...noKeys, vatNumber: 'NL1', iban: 'NL2' });
    expect(match).toMatchObject({ id: 'v2', key: 'Iban' });
    expect(asked).toEqual(['VatNumber:NL1', 'Iban:NL2']);
  });

  it('finds nothing when no key finds exactly one relation', async () => {
    const { lookup } = lookupKnowing({ 'Name:Twins': ['v1', 'v2'] });
    const keys = { vatNumber: 'GB1232434', chamberOfCommerce: 'GB983294', iban: null, name: 'Twins' };
    expect(await matchRelation(tx, lookup, scope, keys)).toBeNull();
  });

  it('asks nothing for keys that are blank once normalised', async () => {
    const { lookup, asked } = lookupKnowing({});
    const keys = { vatNumber: ' . ', chamberOfCommerce: '', iban: '   ', name: '  ' };
    expect(await matchRelation(tx, lookup, scope, keys)).toBeNull();
    expect(asked).toEqual([]);
  });
});
