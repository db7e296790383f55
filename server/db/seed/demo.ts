import { count } from 'drizzle-orm';
import { ActionRights, ViewRights } from '../../../domain/rights/rights';
import type { Database } from '../client';
import { customers } from '../schema/index';
import { refreshPlannerStatistics } from '../statistics';
import { seedDemoDefaultTexts } from './demoDefaultTexts';
import { demoDocumentSettings, seedDemoDocuments } from './demoDocuments';
import { seedDemoMailboxes } from './demoMailboxes';
import { seedDemoMasterData } from './demoMasterData';
import { seedDemoPayments } from './demoPayments';
import { seedDemoVerifyInvoices } from './demoVerifyInvoices';
import { buildCompany, buildCustomer, buildSetting, buildUser, enableFeatures } from './factories';

/** The demo password of every demo login. */
export const DemoPassword = 'ledgerline';

/** The demo logins `npm start` prints. */
export const DemoLogins = [
  { email: 'admin@demo.test', role: 'SuperAdmin, member of both demo customers' },
  { email: 'approver@demo.test', role: 'approver (Demo Holding)' },
  { email: 'verifier@demo.test', role: 'verifier (Demo Holding)' },
  { email: 'readonly@demo.test', role: 'read-only session (Demo Holding)' },
  { email: 'second@demo.test', role: 'administrator of Second Demo BV only' },
] as const;

export type DemoEnvironment = {
  holdingId: string;
  secondId: string;
  companies: { foods: string; logistics: string; services: string; trading: string };
};

/** Creates the two demo customers with their companies, users, master data and documents. */
export async function seedDemo(database: Database): Promise<DemoEnvironment> {
  const holdingId = await buildCustomer(database, {
    name: 'Demo Holding',
    isDemo: true,
    isContractManagementEnvironment: true,
  });
  const secondId = await buildCustomer(database, { name: 'Second Demo BV', isDemo: true });

  const foods = await buildCompany(database, holdingId, {
    Name: 'Demo Foods BV',
    DisplayName: 'Demo Foods',
    ErpAdapter: 'ExactOnline',
    UsesSalesInvoices: true,
    VatNumber: 'NL001234567B01',
    ChamberOfCommerceNumber: '12345678',
    Ibans: ['NL91ABNA0417164300'],
  });
  const logistics = await buildCompany(database, holdingId, {
    Name: 'Demo Logistics BV',
    DisplayName: 'Demo Logistics',
    ErpAdapter: 'Twinfield',
    UsesPackingSlips: true,
    LogisticsAdapter: 'Erp',
  });
  const services = await buildCompany(database, holdingId, {
    Name: 'Demo Services BV',
    DisplayName: 'Demo Services',
    ErpAdapter: 'AccountView',
  });
  const trading = await buildCompany(database, secondId, {
    Name: 'Second Demo Trading',
    ErpAdapter: 'SnelStart',
  });

  const everything = { UserViewRights: [...ViewRights], UserActionRights: [...ActionRights] };
  const allCompanies = {
    MaySeeAllCompanies: true,
    MayHandleAllCompanies: true,
    MayValidateAllCompanies: true,
    MayApproveAllCompanies: true,
    MaySignAllCompanies: true,
  };
  const admin = {
    Name: 'Anna de Vries',
    FirstName: 'Anna',
    LastName: 'de Vries',
    Email: 'admin@demo.test',
    Abbreviation: 'ADV',
    Locale: 'en-US' as const,
    IsAdmin: true,
    BaseRole: 'Advanced' as const,
    SearchRights: 100 as const,
    MaySeeAllDocuments: true,
    MaySeeConfidentialDocuments: true,
    ...allCompanies,
    ...everything,
    password: DemoPassword,
  };
  await buildUser(database, holdingId, admin);
  await buildUser(database, secondId, admin);
  await buildUser(database, holdingId, {
    Name: 'Bram Jansen',
    FirstName: 'Bram',
    LastName: 'Jansen',
    Email: 'approver@demo.test',
    Abbreviation: 'BJ',
    BaseRole: 'ApprovePayment',
    MaximumApprovalAmount: 25000,
    MayApproveAllCompanies: true,
    MaySeeAllCompanies: true,
    MayApprovePay: true,
    password: DemoPassword,
  });
  const verifierId = await buildUser(database, holdingId, {
    Name: 'Vera Bakker',
    FirstName: 'Vera',
    LastName: 'Bakker',
    Email: 'verifier@demo.test',
    Abbreviation: 'VB',
    Locale: 'nl-NL',
    BaseRole: 'Check',
    ValidateCompanies: [foods, logistics],
    SeeCompanies: [foods, logistics],
    password: DemoPassword,
  });
  await buildUser(database, holdingId, {
    Name: 'Rob Leesman',
    FirstName: 'Rob',
    LastName: 'Leesman',
    Email: 'readonly@demo.test',
    Abbreviation: 'RL',
    Locale: 'en-US',
    BaseRole: 'Advanced',
    MaySeeAllCompanies: true,
    UserViewRights: ['MySettings', 'Dashboard', 'Users', 'Companies', 'Settings', 'PackingSlips'],
    UserActionRights: ['Admin', 'SettingsEdit'],
    isReadOnly: true,
    password: DemoPassword,
  });
  await buildUser(database, secondId, {
    Name: 'Sam de Boer',
    FirstName: 'Sam',
    LastName: 'de Boer',
    Email: 'second@demo.test',
    Abbreviation: 'SDB',
    IsAdmin: true,
    BaseRole: 'Advanced',
    ...allCompanies,
    password: DemoPassword,
  });
  await buildUser(database, holdingId, {
    Name: 'Accounts payable team',
    Email: 'ap-team@demo.test',
    IsGroup: true,
    BaseRole: 'Check',
  });

  await buildSetting(database, holdingId, { name: 'Workflow_UsesPaymentBatches', type: 'Bool', bool: true });
  await buildSetting(database, holdingId, {
    name: 'Support_Url',
    type: 'Text',
    text: 'https://support.ledgerline.example',
  });
  await buildSetting(database, holdingId, {
    name: 'ContractManagement_Url',
    type: 'Text',
    text: 'https://contracts.ledgerline.example',
  });
  await enableFeatures(database, holdingId, {
    enterprise: ['ElectronicTemplates', 'AuthenticationManagement'],
  });
  const environment = { holdingId, secondId, companies: { foods, logistics, services, trading } };
  const relationIds = await seedDemoMasterData(database, environment);
  await seedDemoDefaultTexts(database, environment);
  await seedDemoMailboxes(database, environment);
  const documents = demoDocumentSettings();
  await seedDemoDocuments(database, documents.store, environment, { count: documents.count, relationIds });
  await seedDemoPayments(database, environment);
  // A few invoices waiting in verify, uploaded by the verifier: recognition reads them when the server starts.
  if (documents.count > 0)
    await seedDemoVerifyInvoices(database, documents.store, {
      tenantId: holdingId,
      companyId: foods,
      userId: verifierId,
    });
  return environment;
}

/** Seeds the demo environment when the database holds no customer yet; true when it did. */
export async function seedDemoIfEmpty(database: Database): Promise<boolean> {
  const [row] = await database.withService((tx) => tx.select({ n: count() }).from(customers));
  if (row.n > 0) return false;
  await seedDemo(database);
  await refreshPlannerStatistics(database);
  return true;
}
