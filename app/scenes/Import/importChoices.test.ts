import type { Company } from '../../../domain/entities/company';
import type { CurrentUser } from '../../../domain/entities/user';
import { importCompanies, importTypes } from './importChoices';

const company = (Id: string, extra: Partial<Company> = {}) =>
  ({ Id, IsDeleted: false, UsesSalesInvoices: false, UsesPackingSlips: false, ...extra }) as Company;
const user = (extra: Partial<CurrentUser>) =>
  ({ ValidateCompanies: [], MayValidateAllCompanies: false, UserActionRights: [], ...extra }) as CurrentUser;

describe('what may be imported', () => {
  it('offers the companies the user may validate, or all with MayValidateAllCompanies', () => {
    const companies = [company('a'), company('b'), company('c', { IsDeleted: true })];
    expect(importCompanies(user({ ValidateCompanies: ['b'] }), companies).map((c) => c.Id)).toEqual(['b']);
    expect(importCompanies(user({ MayValidateAllCompanies: true }), companies).map((c) => c.Id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('offers sales invoices and packing slips only for companies that use them, with the right verify right', () => {
    const both = company('a', { UsesSalesInvoices: true, UsesPackingSlips: true });
    expect(importTypes(user({ UserActionRights: ['VerifyInvoice'] }), both)).toEqual([
      'PurchaseInvoice',
      'SalesInvoice',
    ]);
    expect(importTypes(user({ UserActionRights: ['VerifyPackingSlip'] }), both)).toEqual(['PackingSlip']);
    expect(
      importTypes(user({ UserActionRights: ['VerifyInvoice', 'VerifyPackingSlip'] }), company('b')),
    ).toEqual(['PurchaseInvoice']);
    expect(importTypes(user({ UserActionRights: ['VerifyInvoice'] }), undefined)).toEqual([]);
  });
});
