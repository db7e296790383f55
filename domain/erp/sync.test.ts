import { ErpAdapters } from '../entities/enums';
import { featureSetFor } from './registry';
import { TrytonBaseFeatures } from './sets/tryton';
import {
  ConnectedErpAdapters,
  companyUpdateJobsOf,
  erpSyncFeaturesOf,
  hasErpConnection,
  isSyncDue,
  isSyncJob,
  syncKindsFor,
} from './sync';

const tryton = (logistics: 'None' | 'Erp' = 'Erp') => ({
  ErpAdapter: 'Tryton' as const,
  ErpFeatureSetId: null,
  LogisticsAdapter: logistics,
  LogisticsFeatureSetId: null,
});

describe('the Tryton adapter', () => {
  it('is one of the ERP adapters, reached over the network, with a working connection', () => {
    expect(ErpAdapters).toContain('Tryton');
    expect(hasErpConnection('Tryton')).toBe(true);
    expect(ConnectedErpAdapters).toEqual(['Tryton']);
  });

  it('synchronises relations, code lists and purchase orders incrementally, creates relations and posts', () => {
    expect(featureSetFor('Tryton').BaseFeatures).toEqual(TrytonBaseFeatures);
    expect(TrytonBaseFeatures).toEqual(
      expect.arrayContaining([
        'SynchronizeVendors',
        'SynchronizeLedgers',
        'SynchronizePurchaseOrders',
        'IncrementalSynchronization',
        'CreateVendor',
        'PostPurchaseInvoice',
      ]),
    );
  });
});

describe('what a company update job synchronises', () => {
  const features = erpSyncFeaturesOf(tryton());

  it('UpdateAll: every kind the adapter hands over, code lists before relations, purchase orders last', () => {
    expect(syncKindsFor('UpdateAll', features)).toEqual([
      'GeneralLedger',
      'VatCode',
      'PaymentTerm',
      'Dimension1',
      'Vendors',
      'Customers',
      'PurchaseOrders',
    ]);
  });

  it('UpdateCompany: the company’s code lists; UpdateVendors, UpdateCustomers, UpdatePurchaseOrders: one kind', () => {
    expect(syncKindsFor('UpdateCompany', features)).toEqual([
      'GeneralLedger',
      'VatCode',
      'PaymentTerm',
      'Dimension1',
    ]);
    expect(syncKindsFor('UpdateVendors', features)).toEqual(['Vendors']);
    expect(syncKindsFor('UpdateCustomers', features)).toEqual(['Customers']);
    expect(syncKindsFor('UpdatePurchaseOrders', features)).toEqual(['PurchaseOrders']);
  });

  it('leaves out what the adapter does not hand over, and is nothing for the other jobs', () => {
    expect(syncKindsFor('UpdateAll', ['SynchronizeVendors', 'SynchronizeLedgers'])).toEqual([
      'GeneralLedger',
      'Vendors',
    ]);
    expect(syncKindsFor('CheckLogin', features)).toEqual([]);
    expect(syncKindsFor('PostDocument', features)).toEqual([]);
    expect(isSyncJob('UpdateVendors')).toBe(true);
    expect(isSyncJob('CheckLogin')).toBe(false);
  });

  it('takes purchase orders from the ERP only when the logistics adapter takes them from it', () => {
    expect(erpSyncFeaturesOf(tryton('None'))).not.toContain('SynchronizePurchaseOrders');
    expect(syncKindsFor('UpdateAll', erpSyncFeaturesOf(tryton('None')))).not.toContain('PurchaseOrders');
    expect(companyUpdateJobsOf(tryton('None'))).not.toContain('UpdatePurchaseOrders');
    expect(companyUpdateJobsOf(tryton('Erp'))).toContain('UpdatePurchaseOrders');
  });
});

describe('the jobs a company may ask for', () => {
  it('are those its adapters offer, in the spec’s order, and always a login check', () => {
    expect(companyUpdateJobsOf(tryton())).toEqual([
      'UpdateAll',
      'UpdateCompany',
      'UpdateVendors',
      'CheckLogin',
      'CreateVendors',
      'UpdatePurchaseOrders',
      'UpdateCustomers',
      'CreateCustomers',
    ]);
    const manual = { ...tryton('None'), ErpAdapter: 'Manual' as const };
    expect(companyUpdateJobsOf(manual)).toEqual(['CheckLogin', 'CreateVendors', 'CreateCustomers']);
  });

  it('adds what a logistics system of its own offers', () => {
    const green = { ...tryton('None'), LogisticsAdapter: 'GreenCommerce' as const };
    expect(companyUpdateJobsOf(green)).toContain('UpdateLogisticsAll');
  });
});

describe('when a scheduled synchronisation is due', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('never without a schedule', () => {
    expect(isSyncDue({ everyMinutes: 0, lastSyncAt: null, lastAttemptAt: null }, now)).toBe(false);
  });

  it('at once when the company was never synchronised', () => {
    expect(isSyncDue({ everyMinutes: 60, lastSyncAt: null, lastAttemptAt: null }, now)).toBe(true);
  });

  it('once the interval has passed since the later of the last synchronisation and the last attempt', () => {
    const schedule = (lastSyncAt: string | null, lastAttemptAt: string | null) => ({
      everyMinutes: 60,
      lastSyncAt,
      lastAttemptAt,
    });
    expect(isSyncDue(schedule('2026-03-10T11:00:00Z', null), now)).toBe(true);
    expect(isSyncDue(schedule('2026-03-10T11:00:01Z', null), now)).toBe(false);
    // A failing ERP is tried again once per interval, not every minute.
    expect(isSyncDue(schedule('2026-03-09T00:00:00Z', '2026-03-10T11:30:00Z'), now)).toBe(false);
    expect(isSyncDue(schedule('2026-03-09T00:00:00Z', '2026-03-10T10:59:00Z'), now)).toBe(true);
  });
});
