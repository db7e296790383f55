import { activeHref } from './activeItem';

const menu = [
  '/purchase-invoices',
  '/sales-invoices',
  '/packing-slips',
  '/companies',
  '/companies/new?integrations=true',
  '/users',
  '/settings',
];
const at = (path: string) => {
  const [pathname = '', query = ''] = path.split('?');
  return activeHref({ pathname, search: query ? `?${query}` : '' }, menu);
};

describe('the active menu item', () => {
  it("is the document type's overview on a document detail", () => {
    expect(at('/purchase-invoice/abc')).toBe('/purchase-invoices');
    expect(at('/packing-slip/abc')).toBe('/packing-slips');
    expect(at('/sales-invoice/abc')).toBe('/sales-invoices');
  });

  it('is only Integrations on the integration set-up, not also Companies', () => {
    expect(at('/companies/new?integrations=true')).toBe('/companies/new?integrations=true');
    expect(at('/companies/new')).toBe('/companies');
    expect(at('/companies/42')).toBe('/companies');
  });

  it('is the item at or above the path, and none elsewhere', () => {
    expect(at('/users/7')).toBe('/users');
    expect(at('/settings')).toBe('/settings');
    expect(at('/import')).toBeUndefined();
    expect(at('/usersx')).toBeUndefined();
  });
});
