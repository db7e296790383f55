import { ErpAdapters, LogisticsAdapters } from '../entities/enums';
import {
  type CompanyFeatureChoice,
  codingFieldRequirement,
  companyFeatureDescription,
  isErpFunctionEnabled,
} from './companyFeatureDescription';
import { CodingFields, VendorFields } from './fields';
import { featureSetFor } from './registry';

const company = (choice: Partial<CompanyFeatureChoice> = {}): CompanyFeatureChoice => ({
  Id: 'c1',
  ErpAdapter: 'Manual',
  LogisticsAdapter: 'None',
  ErpFeatureSetId: null,
  LogisticsFeatureSetId: null,
  ...choice,
});

const everyChoice = ErpAdapters.flatMap((ErpAdapter) =>
  LogisticsAdapters.map((LogisticsAdapter) => company({ ErpAdapter, LogisticsAdapter })),
);
const documents = (choice: Partial<CompanyFeatureChoice>) =>
  companyFeatureDescription(company(choice)).DocumentFeatures.map((entry) => entry.Feature);

describe('company feature description', () => {
  it("describes the company with its ERP feature set's fields and tolerance", () => {
    const description = companyFeatureDescription(company({ Id: 'x', ErpAdapter: 'Twinfield' }));
    const twinfield = featureSetFor('Twinfield');
    expect(description).toMatchObject({
      CompanyId: 'x',
      ErpAdapter: 'Twinfield',
      CodeMaxAllowedVatDifference: twinfield.CodeMaxAllowedVatDifference,
      SupportedVendorFields: twinfield.SupportedVendorFields,
      SupportedCustomerFields: twinfield.SupportedCustomerFields,
    });
  });

  it('orders its coding fields as a subset of CodingFields, in that order', () => {
    for (const choice of everyChoice) {
      const ordered = companyFeatureDescription(choice).OrderedCodingFields;
      expect(ordered).toEqual(CodingFields.filter((field) => ordered.includes(field)));
    }
  });

  it('leaves NotAllowed coding fields out of OrderedCodingFields, and keeps every other one', () => {
    for (const choice of everyChoice) {
      const description = companyFeatureDescription(choice);
      for (const entry of description.CodingFeatures) {
        expect(description.OrderedCodingFields.includes(entry.Feature)).toBe(
          entry.Restriction !== 'NotAllowed',
        );
      }
    }
  });

  it('uses the chosen ERP feature set, and the default for an unknown id', () => {
    const wholesale = company({ ErpAdapter: 'ExactOnline', ErpFeatureSetId: 'ExactOnline.Wholesale' });
    expect(companyFeatureDescription(wholesale).OrderedCodingFields).toContain('Article');
    const unknown = company({ ErpAdapter: 'ExactOnline', ErpFeatureSetId: 'Gone' });
    expect(companyFeatureDescription(unknown).OrderedCodingFields).not.toContain('Article');
  });

  it('has no purchase orders, packing slips or order lines without a logistics adapter', () => {
    const description = companyFeatureDescription(
      company({
        ErpAdapter: 'ExactOnline',
        ErpFeatureSetId: 'ExactOnline.Wholesale',
        LogisticsAdapter: 'None',
      }),
    );
    expect(description.BaseFeatures).not.toContain('SynchronizePurchaseOrders');
    expect(description.DocumentFeatures.map((entry) => entry.Feature)).not.toContain('PackingSlip');
    expect(description.SupportedPurchaseOrderLineFields).toEqual([]);
    expect(codingFieldRequirement(description, 'PurchaseOrderLine')).toBe('NotAllowed');
  });

  it("takes purchase orders from the ERP's feature set with the Erp logistics adapter, as far as it reads them", () => {
    const wholesale = featureSetFor('ExactOnline', 'ExactOnline.Wholesale');
    const description = companyFeatureDescription(
      company({
        ErpAdapter: 'ExactOnline',
        ErpFeatureSetId: 'ExactOnline.Wholesale',
        LogisticsAdapter: 'Erp',
      }),
    );
    expect(description.BaseFeatures).toContain('SynchronizePurchaseOrders');
    expect(description.SupportedPurchaseOrderLineFields).toEqual(wholesale.SupportedPurchaseOrderLineFields);
    expect(codingFieldRequirement(description, 'PurchaseOrderLine')).toBe('Optional');
    expect(documents({ ErpAdapter: 'Twinfield', LogisticsAdapter: 'Erp' })).not.toContain('PackingSlip');
  });

  it('adds packing slips, order matching, order line fields and the order line coding field of a logistics adapter', () => {
    const description = companyFeatureDescription(
      company({ ErpAdapter: 'Twinfield', LogisticsAdapter: 'GreenCommerce' }),
    );
    expect(description.DocumentFeatures).toContainEqual({ Feature: 'PackingSlip', CanBeChanged: true });
    expect(description.DocumentFeatures).toContainEqual({
      Feature: 'PurchaseOrderMatching',
      CanBeChanged: true,
    });
    expect(description.BaseFeatures).toEqual(
      expect.arrayContaining(['SynchronizePurchaseOrders', 'CheckLogin']),
    );
    expect(description.SupportedPurchaseOrderLineFields).toEqual(
      expect.arrayContaining(['Article', 'Quantity']),
    );
    expect(description.OrderedCodingFields).toContain('PurchaseOrderLine');
    expect(documents({ ErpAdapter: 'Manual', LogisticsAdapter: 'Manual' })).toContain('PackingSlip');
  });

  it('keeps the ERP fields whatever the logistics adapter: Manual supports every vendor field', () => {
    for (const LogisticsAdapter of LogisticsAdapters) {
      expect(companyFeatureDescription(company({ LogisticsAdapter })).SupportedVendorFields).toEqual([
        ...VendorFields,
      ]);
    }
  });

  it('changes with the ERP adapter', () => {
    expect(companyFeatureDescription(company({ ErpAdapter: 'SnelStart' })).OrderedCodingFields).not.toContain(
      'Dimension2',
    );
    expect(companyFeatureDescription(company({ ErpAdapter: 'Uniconta' })).OrderedCodingFields).toContain(
      'Dimension5',
    );
  });
});

describe('coding field requirement', () => {
  it("answers the field's restriction in the description", () => {
    const description = companyFeatureDescription(company({ ErpAdapter: 'Twinfield' }));
    expect(codingFieldRequirement(description, 'GeneralLedger')).toBe('Mandatory');
    expect(codingFieldRequirement(description, 'Dimension2')).toBe('Optional');
    expect(codingFieldRequirement(description, 'Project')).toBe('NotAllowed');
  });

  it('treats a field missing from the description as NotAllowed', () => {
    expect(codingFieldRequirement({ CodingFeatures: [] }, 'Article')).toBe('NotAllowed');
  });
});

describe('is ERP function enabled', () => {
  it('is true when any of the companies has the base feature', () => {
    const companies = [company({ ErpAdapter: 'Manual' }), company({ ErpAdapter: 'ExactOnline' })];
    expect(isErpFunctionEnabled('PostAttachment', companies)).toBe(true);
    expect(isErpFunctionEnabled('PostAttachment', [company({ ErpAdapter: 'Manual' })])).toBe(false);
  });

  it('counts base features the logistics adapter adds', () => {
    expect(
      isErpFunctionEnabled('SynchronizePurchaseOrders', [company({ LogisticsAdapter: 'GreenCommerce' })]),
    ).toBe(true);
  });

  it('is false for an unknown function and for no companies', () => {
    expect(isErpFunctionEnabled('LaunchRocket', [company({ ErpAdapter: 'Api' })])).toBe(false);
    expect(isErpFunctionEnabled('CheckLogin', [])).toBe(false);
  });
});
