import type { Company } from '../../domain/entities/company';
import type { CurrentUser } from '../../domain/entities/user';
import { type BaseData, buildGuardContext } from './guardContext';

const company = (Id: string, patch: Partial<Company> = {}): Company =>
  ({
    Id,
    Name: Id,
    IsDeleted: false,
    UsesSalesInvoices: false,
    UsesPackingSlips: false,
    ...patch,
  }) as Company;

const user: CurrentUser = {
  Id: 'u1',
  Name: 'Vera',
  FirstName: 'Vera',
  Email: 'v@demo.test',
  Locale: 'nl-NL',
  BaseRole: 'Check',
  IsAdmin: false,
  UserViewRights: ['MySettings'],
  UserActionRights: ['VerifyInvoice'],
  MayHandleAllCompanies: false,
  HandleCompanies: [],
  MayValidateAllCompanies: false,
  ValidateCompanies: ['a'],
  IsInMultipleEnvironments: false,
};

const base = (patch: Partial<BaseData> = {}): BaseData => ({
  user,
  companies: [
    company('a'),
    company('b', { UsesSalesInvoices: true }),
    company('c', { IsDeleted: true, UsesPackingSlips: true }),
  ],
  featureFlags: [{ Name: 'RemoveOldSourceOverviews', Enabled: true }],
  enterpriseFeatures: ['ElectronicTemplates'],
  isContractManagementEnvironment: true,
  isAuthenticationManagementEnvironment: false,
  settings: {
    Verify_UseFastVerify: true,
    Workflow_UsesPaymentBatches: false,
    ContractManagement_Url: '',
    Support_Url: '',
  },
  ...patch,
});

describe('guard context from the start-up data', () => {
  it('takes rights, company counts, document types, settings and features', () => {
    const ctx = buildGuardContext(base());
    expect(ctx.viewRights.has('MySettings')).toBe(true);
    expect(ctx.actionRights.has('VerifyInvoice')).toBe(true);
    expect(ctx.companyCount).toBe(2);
    expect(ctx.validateCompanyCount).toBe(1);
    expect(ctx.usesSalesInvoices).toBe(true);
    expect(ctx.usesPackingSlips).toBe(false);
    expect(ctx.useFastVerify).toBe(true);
    expect(ctx.removeOldSourceOverviews).toBe(true);
    expect(ctx.enterpriseFeatures.has('ElectronicTemplates')).toBe(true);
  });

  it('counts every visible company when the user may validate all', () => {
    const ctx = buildGuardContext(
      base({ user: { ...user, MayValidateAllCompanies: true, ValidateCompanies: [] } }),
    );
    expect(ctx.validateCompanyCount).toBe(2);
  });
});
