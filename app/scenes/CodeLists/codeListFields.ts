import {
  AccountTypes,
  type CodeList,
  type CodeListOwnField,
  CodeListOwnFields,
  type ErpCode,
  type ErpCodeInput,
  JournalCategories,
  VatCategories,
} from '../../../domain/masterdata/index';
import type { MasterDataEntity } from '../../api/masterdata';

/** The translated name of each code list. */
export const codeListNames: Record<CodeList, string> = {
  GeneralLedger: 'Code_List_GeneralLedger',
  VatCode: 'Code_List_VatCode',
  VatScenario: 'Code_List_VatScenario',
  PaymentTerm: 'Code_List_PaymentTerm',
  PaymentMethod: 'Code_List_PaymentMethod',
  Currency: 'Code_List_Currency',
  Journal: 'Code_List_Journal',
  Dimension1: 'Code_List_Dimension1',
  Dimension2: 'Code_List_Dimension2',
  Dimension3: 'Code_List_Dimension3',
  Dimension4: 'Code_List_Dimension4',
  Dimension5: 'Code_List_Dimension5',
  Project: 'Code_List_Project',
  Article: 'Code_List_Article',
  Asset: 'Code_List_Asset',
};

/** How an own field is edited. */
export type OwnFieldKind =
  | { type: 'choice'; options: readonly string[]; labels?: Record<string, string> }
  | { type: 'number'; decimals: number; suffix?: string }
  | { type: 'code'; entity: MasterDataEntity }
  | { type: 'text'; maxLength: number };

const accountTypeLabels: Record<string, string> = {
  Balance: 'Account_Type_Balance',
  ProfitAndLoss: 'Account_Type_ProfitAndLoss',
};
const journalCategoryLabels: Record<string, string> = {
  Purchase: 'Journal_Category_Purchase',
  Sales: 'Journal_Category_Sales',
  Bank: 'Journal_Category_Bank',
  Memorial: 'Journal_Category_Memorial',
};

/** An own field of a list: how it is edited, and its label. */
export function ownFieldKind(list: CodeList, field: CodeListOwnField): OwnFieldKind {
  switch (field) {
    case 'AccountType':
      return { type: 'choice', options: AccountTypes, labels: accountTypeLabels };
    case 'Category':
      return list === 'Journal'
        ? { type: 'choice', options: JournalCategories, labels: journalCategoryLabels }
        : { type: 'choice', options: VatCategories };
    case 'Percentage':
      return { type: 'number', decimals: 2, suffix: '%' };
    case 'Days':
      return { type: 'number', decimals: 0 };
    case 'UnitPrice':
      return { type: 'number', decimals: 3 };
    case 'VatCode':
      return { type: 'code', entity: 'VatCode' };
    case 'ScenarioCode':
      return { type: 'code', entity: 'VatScenario' };
    case 'LedgerCode':
      return { type: 'code', entity: 'GeneralLedger' };
    case 'Unit':
      return { type: 'text', maxLength: 20 };
    case 'Symbol':
      return { type: 'text', maxLength: 5 };
  }
}

/** The labels of the own fields. */
export const ownFieldLabels: Record<CodeListOwnField, string> = {
  AccountType: 'Erp_Code_AccountType',
  VatCode: 'Erp_Code_VatCode',
  Percentage: 'Erp_Code_Percentage',
  Category: 'Erp_Code_Category',
  ScenarioCode: 'Erp_Code_ScenarioCode',
  Days: 'Erp_Code_Days',
  Unit: 'Erp_Code_Unit',
  UnitPrice: 'Erp_Code_UnitPrice',
  LedgerCode: 'Erp_Code_LedgerCode',
  Symbol: 'Erp_Code_Symbol',
};

/** The own fields of a list. */
export const ownFieldsOf = (list: CodeList): readonly CodeListOwnField[] => CodeListOwnFields[list];

/** An entry being typed: every field of the input, own fields null where the list has none. */
export type ErpCodeDraft = Required<Omit<ErpCodeInput, 'CompanyId'>>;

/** A new entry's starting values. */
export function newErpCodeDraft(): ErpCodeDraft {
  return {
    Code: '',
    Description: '',
    DefaultDescription: '',
    IsBlocked: false,
    AccountType: null,
    VatCode: null,
    Percentage: null,
    Category: null,
    ScenarioCode: null,
    Days: null,
    Unit: null,
    UnitPrice: null,
    LedgerCode: null,
    Symbol: null,
  };
}

/** The draft of a stored entry. */
export function draftOfErpCode(code: ErpCode): ErpCodeDraft {
  const { Id, List, CompanyId, ...fields } = code;
  return fields;
}
