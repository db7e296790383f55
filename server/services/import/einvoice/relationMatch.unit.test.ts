import type { Tx } from '../../../db/client';
import { matchRelation, noRelationMasterData, type RelationLookup } from './relationMatch';

const tx = {} as Tx;
const scope = { companyId: 'c1', party: 'Vendor' as const };

function lookupKnowing(known: Record<string, string>): { lookup: RelationLookup; asked: string[] } {
  const asked: string[] = [];
  const lookup: RelationLookup = async (_tx, query) => {
    asked.push(`${query.kind}:${query.value}`);
    const id = known[`${query.kind}:${query.value}`];
    return id ? { id, code: id.toUpperCase(), name: `Relation ${id}` } : null;
  };
  return { lookup, asked };
}

describe('relation matching', () => {
  it('tries VAT number, then chamber of commerce number, then IBAN, normalised', async () => {
    const { lookup, asked } = lookupKnowing({ 'Iban:NL91ABNA0417164300': 'v3' });
    const match = await matchRelation(tx, lookup, scope, {
      vatNumber: 'nl 8194.42.B01',
      chamberOfCommerce: '1234 5678',
      iban: 'IBAN: NL91 ABNA 0417 1643 00',
    });
    expect(asked).toEqual(['VatNumber:NL819442B01', 'ChamberOfCommerce:12345678', 'Iban:NL91ABNA0417164300']);
    expect(match?.id).toBe('v3');
  });

  it('stops at the first key that matches and skips missing keys', async () => {
    const { lookup, asked } = lookupKnowing({ 'ChamberOfCommerce:12345678': 'v2', 'Iban:X': 'v3' });
    const match = await matchRelation(tx, lookup, scope, {
      vatNumber: null,
      chamberOfCommerce: '12345678',
      iban: 'X',
    });
    expect(match?.id).toBe('v2');
    expect(asked).toEqual(['ChamberOfCommerce:12345678']);
  });

  it('finds nothing while there is no master data', async () => {
    const keys = { vatNumber: 'GB1232434', chamberOfCommerce: 'GB983294', iban: null };
    expect(await matchRelation(tx, noRelationMasterData, scope, keys)).toBeNull();
  });
});
