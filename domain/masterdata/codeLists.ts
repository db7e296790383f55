/** The ERP code lists a finance user codes against, one per kind (issue: master data §1). */
export const CodeLists = [
  'GeneralLedger',
  'VatCode',
  'VatScenario',
  'PaymentTerm',
  'PaymentMethod',
  'Currency',
  'Journal',
  'Dimension1',
  'Dimension2',
  'Dimension3',
  'Dimension4',
  'Dimension5',
  'Project',
  'Article',
  'Asset',
] as const;
export type CodeList = (typeof CodeLists)[number];

/** The own fields a code list adds to `{Id, CompanyId, Code, Description, DefaultDescription, IsBlocked}`. */
export const CodeListOwnFields = {
  GeneralLedger: ['AccountType', 'VatCode'],
  VatCode: ['Percentage', 'Category', 'ScenarioCode'],
  VatScenario: [],
  PaymentTerm: ['Days'],
  PaymentMethod: [],
  Currency: ['Symbol'],
  Journal: ['Category'],
  Dimension1: [],
  Dimension2: [],
  Dimension3: [],
  Dimension4: [],
  Dimension5: [],
  Project: [],
  Article: ['Unit', 'UnitPrice', 'LedgerCode', 'VatCode'],
  Asset: ['LedgerCode'],
} as const satisfies Record<CodeList, readonly string[]>;
export type CodeListOwnField = (typeof CodeListOwnFields)[CodeList][number];

/** Ledger account types: balance sheet or profit and loss. */
export const AccountTypes = ['Balance', 'ProfitAndLoss'] as const;

/** VAT categories as EN 16931 names them (UNCL 5305): standard, zero, exempt, reverse charge, intra-EU, export. */
export const VatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] as const;

/** Journal categories. */
export const JournalCategories = ['Purchase', 'Sales', 'Bank', 'Memorial'] as const;

export const isCodeList = (value: string): value is CodeList =>
  (CodeLists as readonly string[]).includes(value);
