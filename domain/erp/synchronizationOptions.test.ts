import { featureSetFor, logisticsFeatureSetFor } from './registry';
import { synchronizationOptionsFor } from './synchronizationOptions';

describe('synchronization options', () => {
  it('offers the ERP jobs the base features allow, in the spec order', () => {
    expect(synchronizationOptionsFor(['CheckLogin', 'SynchronizeVendors', 'CreateCustomer'], 'erp')).toEqual([
      'UpdateAll',
      'UpdateVendors',
      'CheckLogin',
      'CreateCustomers',
    ]);
    expect(synchronizationOptionsFor(['SynchronizeLedgers'], 'erp')).toEqual(['UpdateAll', 'UpdateCompany']);
  });

  it('offers UpdateLogisticsAll only for a logistics set, and no ERP jobs there', () => {
    expect(synchronizationOptionsFor(['SynchronizePurchaseOrders'], 'erp')).toEqual(['UpdatePurchaseOrders']);
    expect(
      synchronizationOptionsFor(
        ['CheckLogin', 'SynchronizePurchaseOrders', 'SynchronizeVendors'],
        'logistics',
      ),
    ).toEqual(['CheckLogin', 'UpdatePurchaseOrders', 'UpdateLogisticsAll']);
  });

  it('gives Manual nothing to synchronise, only relations to create', () => {
    expect(featureSetFor('Manual').SynchronizationOptions).toEqual(['CreateVendors', 'CreateCustomers']);
  });

  it('gives a connected ERP with several administrations every ERP job', () => {
    expect(featureSetFor('ExactOnline', 'ExactOnline.Wholesale').SynchronizationOptions).toEqual([
      'UpdateAll',
      'UpdateAdministrations',
      'UpdateCompany',
      'UpdateVendors',
      'CheckLogin',
      'CreateVendors',
      'UpdatePurchaseOrders',
      'UpdateCustomers',
      'CreateCustomers',
    ]);
    expect(featureSetFor('SnelStart').SynchronizationOptions).not.toContain('UpdateAdministrations');
  });

  it('gives GreenCommerce its login check and logistics synchronisation', () => {
    expect(logisticsFeatureSetFor('GreenCommerce').SynchronizationOptions).toEqual([
      'CheckLogin',
      'UpdatePurchaseOrders',
      'UpdateLogisticsAll',
    ]);
    expect(logisticsFeatureSetFor('Manual').SynchronizationOptions).toEqual([]);
  });
});
