import { ElectronicTemplateInput } from './input';
import { isComplete, statusOnSave, templateFor } from './status';

const line = (GeneralLedgerAccount: string) => ({ GeneralLedgerAccount });

describe('electronic template status', () => {
  it('is Incomplete without lines or with a line missing its ledger account', () => {
    expect(isComplete([])).toBe(false);
    expect(statusOnSave('Active', [])).toBe('Incomplete');
    expect(statusOnSave('Active', [line('4000'), line(' ')])).toBe('Incomplete');
  });

  it('becomes Active once complete, unless the user made it Inactive', () => {
    expect(statusOnSave('Active', [line('4000')])).toBe('Active');
    expect(statusOnSave('Incomplete', [line('4000')])).toBe('Active');
    expect(statusOnSave('Unknown', [line('4000')])).toBe('Active');
    expect(statusOnSave('Inactive', [line('4000')])).toBe('Inactive');
    expect(statusOnSave('Inactive', [])).toBe('Inactive');
  });
});

describe('which template codes an e-invoice', () => {
  const target = {
    CompanyId: 'c1',
    DocumentType: 'PurchaseInvoice',
    RelationCode: 'V100',
    ElectronicDocumentType: 'UblInvoice21' as const,
  };
  const template = (overrides: Record<string, string>) => ({
    Id: overrides.Name ?? 'x',
    Name: 'T',
    Status: 'Active',
    CompanyId: 'c1',
    DocumentType: 'PurchaseInvoice',
    RelationCode: 'v100',
    ElectronicDocumentType: 'UblInvoice21',
    ...overrides,
  });

  it('offers only an Active template of the same company, document type and relation code', () => {
    const others = [
      template({ Name: 'Inactive', Status: 'Inactive' }),
      template({ Name: 'Incomplete', Status: 'Incomplete' }),
      template({ Name: 'Deleted', Status: 'Deleted' }),
      template({ Name: 'Other company', CompanyId: 'c2' }),
      template({ Name: 'Sales', DocumentType: 'SalesInvoice' }),
      template({ Name: 'Other vendor', RelationCode: 'V200' }),
      template({ Name: 'Credit notes', ElectronicDocumentType: 'UblCredit21' }),
    ];
    expect(templateFor(others, target)).toBeNull();
    const active = template({ Name: 'Active' });
    expect(templateFor([...others, active], target)).toBe(active);
  });

  it('matches every kind when the e-invoice’s kind is unknown, and nothing without a relation code', () => {
    const credit = template({ ElectronicDocumentType: 'UblCredit21' });
    expect(templateFor([credit], { ...target, ElectronicDocumentType: null })).toBe(credit);
    expect(templateFor([credit], { ...target, RelationCode: '', ElectronicDocumentType: null })).toBeNull();
  });

  it('takes the first by name of several', () => {
    const b = template({ Name: 'B' });
    const a = template({ Name: 'A' });
    expect(templateFor([b, a], target)).toBe(a);
  });
});

describe('electronic template input', () => {
  const valid = {
    CompanyId: '0b6f1f43-5f8e-4c1c-9a55-3b8e2f1d2a10',
    Name: 'Energie',
    RelationCode: 'V100',
    TemplateLinesJson: [{ GeneralLedgerAccount: '4000', ProductCodes: ['GAS'] }],
  };
  const messages = (input: unknown) => {
    const result = ElectronicTemplateInput.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a template and fills the defaults', () => {
    const parsed = ElectronicTemplateInput.parse(valid);
    expect(parsed).toMatchObject({
      Status: 'Active',
      DocumentType: 'PurchaseInvoice',
      ElectronicDocumentType: 'UblInvoice21',
      RuleName: 'ProductCodeToLedgerAndVatCode',
    });
    expect(parsed.TemplateLinesJson[0]).toMatchObject({ VatPercentage: null, ProductCodeAndCategories: [] });
  });

  it('needs a name and a relation code, and a change needs the version it was read at', () => {
    expect(messages({ ...valid, Name: ' ', RelationCode: '' })).toEqual([
      'Validation_Required',
      'Validation_Required',
    ]);
    expect(messages({ ...valid, Id: valid.CompanyId })).toEqual(['Validation_Required']);
  });

  it('refuses a product code on two lines, unknown kinds and rules, and percentages above 100', () => {
    expect(
      messages({
        ...valid,
        TemplateLinesJson: [{ ProductCodes: ['GAS'] }, { ProductCodes: ['gas'] }],
      }),
    ).toEqual(['Electronic_Template_Duplicate_Product_Code%%gas']);
    expect(messages({ ...valid, ElectronicDocumentType: 'Edifact', RuleName: 'Guess' })).toEqual([
      'Validation_In_List',
      'Validation_In_List',
    ]);
    expect(messages({ ...valid, TemplateLinesJson: [{ VatPercentage: 121 }] })).toEqual([
      'Validation_Percentage',
    ]);
  });
});
