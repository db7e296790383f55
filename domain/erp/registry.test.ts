import { ErpAdapters, LogisticsAdapters } from '../entities/enums';
import {
  ErpFeatureSetsByAdapter,
  featureSetFor,
  featureSetSummaries,
  LogisticsFeatureSetsByAdapter,
  logisticFeatureSetSummaries,
  logisticsFeatureSetFor,
} from './registry';

const allErpSets = ErpAdapters.flatMap((adapter) => ErpFeatureSetsByAdapter[adapter]);

describe('feature set registry', () => {
  it('has a feature set for every ERP adapter, belonging to that adapter', () => {
    expect(Object.keys(ErpFeatureSetsByAdapter).sort()).toEqual([...ErpAdapters].sort());
    for (const adapter of ErpAdapters) {
      expect(ErpFeatureSetsByAdapter[adapter].length).toBeGreaterThan(0);
      for (const set of ErpFeatureSetsByAdapter[adapter]) expect(set.ErpAdapter).toBe(adapter);
    }
  });

  it('has a feature set for every logistics adapter, belonging to that adapter', () => {
    expect(Object.keys(LogisticsFeatureSetsByAdapter).sort()).toEqual([...LogisticsAdapters].sort());
    for (const adapter of LogisticsAdapters) {
      for (const set of LogisticsFeatureSetsByAdapter[adapter]) expect(set.LogisticsAdapter).toBe(adapter);
    }
  });

  it("names each adapter's default set after the adapter, and gives every set a unique id and a name", () => {
    for (const adapter of ErpAdapters) expect(featureSetFor(adapter).Id).toBe(adapter);
    for (const adapter of LogisticsAdapters) expect(logisticsFeatureSetFor(adapter).Id).toBe(adapter);
    const ids = allErpSets.map((set) => set.Id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const set of allErpSets) expect(set.Name).not.toBe('');
  });

  it('gives the chosen feature set of the adapter', () => {
    expect(featureSetFor('ExactOnline', 'ExactOnline.Wholesale').Name).toBe('Exact Online Wholesale');
  });

  it("falls back to the adapter's default for no id, an unknown id or another adapter's id", () => {
    expect(featureSetFor('ExactOnline').Id).toBe('ExactOnline');
    expect(featureSetFor('ExactOnline', null).Id).toBe('ExactOnline');
    expect(featureSetFor('ExactOnline', 'NoSuchSet').Id).toBe('ExactOnline');
    expect(featureSetFor('Twinfield', 'ExactOnline.Wholesale').Id).toBe('Twinfield');
    expect(logisticsFeatureSetFor('Erp', 'NoSuchSet').Id).toBe('Erp');
  });

  it('summarises every ERP feature set as Id, Name and ErpAdapter', () => {
    const summaries = featureSetSummaries();
    expect(summaries).toHaveLength(allErpSets.length);
    expect(summaries).toContainEqual({
      Id: 'ExactOnline.Wholesale',
      Name: 'Exact Online Wholesale',
      ErpAdapter: 'ExactOnline',
    });
    expect(summaries.map((summary) => summary.ErpAdapter)).toEqual(allErpSets.map((set) => set.ErpAdapter));
  });

  it('summarises every logistics feature set as Id, Name and LogisticsAdapter', () => {
    expect(logisticFeatureSetSummaries()).toEqual([
      { Id: 'None', Name: 'None', LogisticsAdapter: 'None' },
      { Id: 'Manual', Name: 'Manual', LogisticsAdapter: 'Manual' },
      { Id: 'Erp', Name: 'ERP', LogisticsAdapter: 'Erp' },
      { Id: 'Api', Name: 'API', LogisticsAdapter: 'Api' },
      { Id: 'GreenCommerce', Name: 'GreenCommerce', LogisticsAdapter: 'GreenCommerce' },
    ]);
  });
});
