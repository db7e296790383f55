import { type CodeList, CodeListOwnFields, CodeLists, isCodeList } from '../codeLists';
import { ErpCodeInput } from '../erpCode';
import { CustomerInput, VendorInput } from '../relation';

/** What an import fills: vendors, customers or one of the ERP code lists (issue 9 §4). */
export const ImportTargets = ['Vendor', 'Customer', ...CodeLists] as const;
export type ImportTarget = (typeof ImportTargets)[number];

/** A field an import can fill, as the column mapping offers it; required ones must be mapped. */
export type ImportField = { Name: string; Required: boolean };

/** How a cell is read for a field before the entity's own schema checks it. */
export type ImportFieldKind =
  | 'text'
  | 'yesNo'
  | 'number'
  | 'ibans'
  | 'country'
  | 'accountType'
  | 'category'
  | 'optionalText';

/** An entry of a code list as an import checks it: the list's fields without the company, which is the import's. */
export const CodeListEntryInput = ErpCodeInput.omit({ CompanyId: true });
export type CodeListEntryFields = ReturnType<typeof CodeListEntryInput.parse>;

const yesNoFields = new Set([
  'UseElectronicFundsTransfer',
  'IsBlocked',
  'IsConfidential',
  'UsesAmericanDateFormat',
]);
const numberFields = new Set(['GAccountPercentage', 'Percentage', 'Days', 'UnitPrice']);

/** The field of a target that identifies a row: an import creates or updates by it. */
export const codeFieldOf = (target: ImportTarget) => (target === 'Vendor' ? 'ErpCode' : 'Code');

/** True when the target is a code list rather than vendors or customers. */
export const isCodeListTarget = (target: ImportTarget): target is CodeList => isCodeList(target);

/** The fields of a target in screen order: the code first, then the name or description, then the rest. */
export function importFieldNames(target: ImportTarget): string[] {
  // LastUpdate guards an edit made on a screen against a colleague's later change; a file has nothing to say there.
  const editable = (shape: object) => Object.keys(shape).filter((field) => field !== 'LastUpdate');
  if (target === 'Vendor') return editable(VendorInput.shape);
  if (target === 'Customer') return editable(CustomerInput.shape);
  return ['Code', 'Description', 'DefaultDescription', 'IsBlocked', ...CodeListOwnFields[target]];
}

/** The fields of a target with the required ones marked: the code, a relation's name, a VAT code's percentage. */
export function importFields(target: ImportTarget): ImportField[] {
  const required = new Set([codeFieldOf(target), ...(isCodeListTarget(target) ? [] : ['Name'])]);
  if (target === 'VatCode') required.add('Percentage');
  return importFieldNames(target).map((name) => ({ Name: name, Required: required.has(name) }));
}

/** How a field's cells are read. */
export function fieldKindOf(target: ImportTarget, field: string): ImportFieldKind {
  if (yesNoFields.has(field)) return 'yesNo';
  if (numberFields.has(field)) return 'number';
  if (field === 'IbanNumbers') return 'ibans';
  if (field === 'Country') return 'country';
  if (field === 'AccountType') return 'accountType';
  if (field === 'Category') return 'category';
  // A code list's own text fields are null when empty; a relation's are ''.
  if (isCodeListTarget(target) && !['Code', 'Description', 'DefaultDescription'].includes(field))
    return 'optionalText';
  return 'text';
}
