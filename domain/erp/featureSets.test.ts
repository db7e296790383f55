import { ErpAdapters } from '../entities/enums';
import { BaseFeatures, CodingRestrictions, CompanyUpdateJobs, DocumentFeatures } from './enums';
import { CodingFields, CustomerFields, PurchaseOrderLineFields, VendorFields } from './fields';
import { ErpFeatureSetsByAdapter, featureSetFor } from './registry';

const allErpSets = ErpAdapters.flatMap((adapter) => ErpFeatureSetsByAdapter[adapter]);
const restriction = (adapter: (typeof ErpAdapters)[number], id?: string) =>
  Object.fromEntries(
    featureSetFor(adapter, id).CodingFeatures.map((entry) => [entry.Feature, entry.Restriction]),
  );
const allowed = (adapter: (typeof ErpAdapters)[number], id?: string) =>
  featureSetFor(adapter, id)
    .CodingFeatures.filter((entry) => entry.Restriction !== 'NotAllowed')
    .map((entry) => entry.Feature);

describe('the enumerations', () => {
  it('lists the company update jobs of spec 000 §3 exactly, in order', () => {
    expect(CompanyUpdateJobs).toEqual([
      'UpdateAll',
      'UpdateAdministrations',
      'UpdateCompany',
      'UpdateVendors',
      'CheckLogin',
      'CreateVendors',
      'UpdatePurchaseOrders',
      'UpdateLogisticsAll',
      'UpdateCustomers',
      'CreateCustomers',
    ]);
  });

  it('restricts coding features to Mandatory, Optional and NotAllowed', () => {
    expect(CodingRestrictions).toEqual(['Mandatory', 'Optional', 'NotAllowed']);
  });
});

describe('every ERP feature set', () => {
  it('lists every coding field once, in CodingFields order, with a coding restriction', () => {
    for (const set of allErpSets) {
      expect(set.CodingFeatures.map((entry) => entry.Feature)).toEqual([...CodingFields]);
      for (const entry of set.CodingFeatures) expect(CodingRestrictions).toContain(entry.Restriction);
    }
  });

  it('lists its features and fields without duplicates, in enum order', () => {
    const inOrder = (list: readonly string[], all: readonly string[]) =>
      expect(list).toEqual(all.filter((item) => list.includes(item)));
    for (const set of allErpSets) {
      inOrder(set.BaseFeatures, BaseFeatures);
      inOrder(
        set.DocumentFeatures.map((entry) => entry.Feature),
        DocumentFeatures,
      );
      inOrder(set.SupportedVendorFields, VendorFields);
      inOrder(set.SupportedCustomerFields, CustomerFields);
      inOrder(set.SupportedPurchaseOrderLineFields, PurchaseOrderLineFields);
      inOrder(set.SynchronizationOptions, CompanyUpdateJobs);
    }
  });

  it('supports purchase invoices and credit notes, which a company cannot switch off', () => {
    for (const set of allErpSets) {
      expect(set.DocumentFeatures).toContainEqual({ Feature: 'PurchaseInvoice', CanBeChanged: false });
      expect(set.DocumentFeatures).toContainEqual({ Feature: 'PurchaseCreditNote', CanBeChanged: false });
    }
  });

  it('lets a company change its Optional coding fields, never a NotAllowed one', () => {
    for (const set of allErpSets) {
      for (const entry of set.CodingFeatures) {
        if (entry.Restriction === 'NotAllowed') expect(entry.CanBeChanged).toBe(false);
        if (entry.Restriction === 'Optional') expect(entry.CanBeChanged).toBe(true);
      }
    }
  });

  it('gives purchase-order line fields and the PurchaseOrderLine coding field only with purchase orders', () => {
    for (const set of allErpSets) {
      const readsOrders = set.BaseFeatures.includes('SynchronizePurchaseOrders');
      expect(set.SupportedPurchaseOrderLineFields.length > 0, set.Id).toBe(readsOrders);
      expect(allowed(set.ErpAdapter, set.Id).includes('PurchaseOrderLine'), set.Id).toBe(readsOrders);
      expect(
        set.DocumentFeatures.some((entry) => entry.Feature === 'PurchaseOrderMatching'),
        set.Id,
      ).toBe(readsOrders);
    }
  });

  it('codes on a general ledger, except that Manual leaves even that optional', () => {
    for (const set of allErpSets)
      expect(restriction(set.ErpAdapter, set.Id).GeneralLedger).not.toBe('NotAllowed');
    expect(restriction('Manual').GeneralLedger).toBe('Optional');
  });

  it('has a positive VAT difference tolerance of at most the spec warning tolerance 0.1', () => {
    for (const set of allErpSets) {
      expect(set.CodeMaxAllowedVatDifference).toBeGreaterThan(0);
      expect(set.CodeMaxAllowedVatDifference).toBeLessThanOrEqual(0.1);
    }
  });
});

describe('the generic adapters', () => {
  it('Manual supports every vendor and customer field and makes every coding field optional', () => {
    const manual = featureSetFor('Manual');
    expect(manual.SupportedVendorFields).toEqual([...VendorFields]);
    expect(manual.SupportedCustomerFields).toEqual([...CustomerFields]);
    expect(allowed('Manual')).toEqual(CodingFields.filter((field) => field !== 'PurchaseOrderLine'));
    expect(manual.CodingFeatures.every((entry) => entry.Restriction !== 'Mandatory')).toBe(true);
  });

  it('Api supports every base feature, document feature, field and coding field', () => {
    const api = featureSetFor('Api');
    expect(api.BaseFeatures).toEqual([...BaseFeatures]);
    expect(api.DocumentFeatures.map((entry) => entry.Feature)).toEqual([...DocumentFeatures]);
    expect(api.SupportedVendorFields).toEqual([...VendorFields]);
    expect(api.SupportedCustomerFields).toEqual([...CustomerFields]);
    expect(api.SupportedPurchaseOrderLineFields).toEqual([...PurchaseOrderLineFields]);
    expect(allowed('Api')).toEqual([...CodingFields]);
  });
});

describe('the dimensions each ERP codes on', () => {
  const dimensions = (adapter: (typeof ErpAdapters)[number], id?: string) =>
    allowed(adapter, id).filter((field) => /^(Dimension\d|Project|Asset)$/.test(field));

  it('Exact Online: cost centre and cost unit, projects and assets; wholesale adds items and order lines', () => {
    expect(dimensions('ExactOnline')).toEqual(['Dimension1', 'Dimension2', 'Project', 'Asset']);
    expect(allowed('ExactOnline')).not.toContain('Article');
    expect(allowed('ExactOnline', 'ExactOnline.Wholesale')).toEqual(
      expect.arrayContaining(['Article', 'UnitPrice', 'PurchaseOrderLine']),
    );
  });

  it('Twinfield: cost centre as dimension 2 and project or asset as dimension 3; dimension 1 is the ledger', () => {
    expect(dimensions('Twinfield')).toEqual(['Dimension2', 'Dimension3']);
  });

  it('AFAS: cost centre, cost carrier and projects', () => {
    expect(dimensions('Afas')).toEqual(['Dimension1', 'Dimension2', 'Project']);
  });

  it('SnelStart: a cost centre only', () => {
    expect(dimensions('SnelStart')).toEqual(['Dimension1']);
  });

  it('Dynamics NAV and Business Central: global dimensions 1 and 2, shortcut dimensions 3 to 5, jobs, fixed assets', () => {
    for (const adapter of ['NavisionSQL', 'NavisionWS', 'BusinessCentral'] as const) {
      expect(dimensions(adapter)).toEqual([
        'Dimension1',
        'Dimension2',
        'Dimension3',
        'Dimension4',
        'Dimension5',
        'Project',
        'Asset',
      ]);
    }
    expect(allowed('BusinessCentral')).toContain('Deferral');
    expect(allowed('NavisionSQL')).not.toContain('Deferral');
  });

  it('Axapta: the three fixed dimensions', () => {
    expect(dimensions('Axapta')).toEqual(['Dimension1', 'Dimension2', 'Dimension3', 'Project', 'Asset']);
  });

  it('NetSuite: department, class and location', () => {
    expect(dimensions('NetSuite')).toEqual(['Dimension1', 'Dimension2', 'Dimension3', 'Project']);
  });

  it('Uniconta: dimensions 1 to 5', () => {
    expect(dimensions('Uniconta')).toEqual([
      'Dimension1',
      'Dimension2',
      'Dimension3',
      'Dimension4',
      'Dimension5',
      'Project',
    ]);
  });
});
