/** Enumerations of spec 000 §3, named as written. */
export const NotificationFrequencies = ['Daily', 'Workdays', 'Direct', 'Never', 'Weekly'] as const;
export type NotificationFrequency = (typeof NotificationFrequencies)[number];

/** SearchRights with their numeric values. */
export const SearchRights = {
  Own: 0,
  Before: 10,
  Purchase_Orders: 20,
  Before_And_Orders: 30,
  All: 50,
  Search_And_Send_All: 100,
} as const;
export type SearchRight = (typeof SearchRights)[keyof typeof SearchRights];
export const SearchRightValues = Object.values(SearchRights) as SearchRight[];

export const UserKinds = [
  'All',
  'Active',
  'Group',
  'Inactive',
  'Admin',
  'DefaultUser',
  'AbsentUser',
] as const;
export type UserKind = (typeof UserKinds)[number];

export const DocumentTypes = ['Unknown', 'PurchaseInvoice', 'SalesInvoice', 'PackingSlip'] as const;
export type DocumentType = (typeof DocumentTypes)[number];

export const DocumentCategories = ['General', 'Sales', 'Purchase'] as const;

export const SettingTypes = ['Text', 'Bool', 'Int', 'Decimal', 'List'] as const;
export type SettingType = (typeof SettingTypes)[number];

export const ErpLoginStatuses = ['Unknown', 'LoginOk', 'LoginFailed', 'WaitingForLoginCheck'] as const;
export type ErpLoginStatus = (typeof ErpLoginStatuses)[number];

export const AttachmentDeletions = ['None', 'DeleteOwnAttachments', 'DeleteAllAttachments'] as const;

export const ErpAdapters = [
  'Api',
  'AccountView',
  'Afas',
  'Axapta',
  'AX2012',
  'ExactGlobe',
  'ExactOnline',
  'FinMaster',
  'Muis',
  'NavisionSQL',
  'NavisionWS',
  'SnelStart',
  'Twinfield',
  'Unit4',
  'Unit4API',
  'VismaNet',
  'Manual',
  'NetSuite',
  'D365FO',
  'Unit4WebApi',
  'BusinessCentral',
  'ExactOnlineBouw',
  'Uniconta',
  // The open-source ERP Ledgerline connects to over JSON-RPC (issue 14): not one of the spec's list.
  'Tryton',
] as const;
export type ErpAdapter = (typeof ErpAdapters)[number];

/** ERP adapters that talk to a cloud service rather than an on-premises installation. */
export const OnlineErpAdapters: readonly ErpAdapter[] = [
  'Api',
  'Afas',
  'ExactOnline',
  'ExactOnlineBouw',
  'Twinfield',
  'Unit4API',
  'Unit4WebApi',
  'VismaNet',
  'NetSuite',
  'D365FO',
  'BusinessCentral',
  'Uniconta',
  'Tryton',
];

export const LogisticsAdapters = ['None', 'Manual', 'Erp', 'Api', 'GreenCommerce'] as const;
export type LogisticsAdapter = (typeof LogisticsAdapters)[number];

/** Legacy role codes (meaning not given by the spec) and the four fixed system users. */
export const LegacyRoleCodes = ['SIMPLEADMIN', 'VALIDATOR', 'GEBRUIKER', 'INK-ADM'] as const;
export const SystemUserIds = [
  'SYSTEM',
  'INK-ADM',
  'ARCHIEF',
  '00000000-0000-0000-0000-000000000001',
] as const;

/** Locales: the two real ones plus the in-context translation locale. */
export const Locales = ['nl-NL', 'en-US', 'aa-ER'] as const;
export type Locale = (typeof Locales)[number];
export const DefaultLocale: Locale = 'nl-NL';
export const InContextTranslationLocale: Locale = 'aa-ER';

/** Translation sources served by Translations/GetBySource. */
export const TranslationSources = ['Custom', 'Navigation', 'Subscription', 'VerifyNew', 'Errors'] as const;
export type TranslationSource = (typeof TranslationSources)[number];
