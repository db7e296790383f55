import { CodeInvoiceInput, codingEditRefusal, refusingErrors } from './codeInvoice';

const facts = {
  DocumentType: 'PurchaseInvoice' as const,
  IsPosted: false,
  IsInErp: false,
  IsWaitingForErp: false,
  CurrentUserId: 'me',
  HandlerId: null,
  UsesCoding: true,
};
const me = { UserIds: ['me'], MayEditDocuments: false };

describe('who may change a coding', () => {
  it('lets the user holding or handling the invoice code it, and anyone who may edit documents', () => {
    expect(codingEditRefusal(facts, me)).toBeNull();
    expect(codingEditRefusal({ ...facts, CurrentUserId: 'other', HandlerId: 'me' }, me)).toBeNull();
    expect(codingEditRefusal({ ...facts, CurrentUserId: 'other' }, me)).toBe('Coding_Not_Your_Document');
    expect(
      codingEditRefusal({ ...facts, CurrentUserId: 'other' }, { ...me, MayEditDocuments: true }),
    ).toBeNull();
  });

  it('never once posted or on its way to the ERP, never a packing slip, never where the company does not code', () => {
    const editor = { ...me, MayEditDocuments: true };
    expect(codingEditRefusal({ ...facts, IsPosted: true }, editor)).toBe('Coding_Document_Is_Posted');
    expect(codingEditRefusal({ ...facts, IsWaitingForErp: true }, editor)).toBe('Coding_Document_Is_Posted');
    expect(codingEditRefusal({ ...facts, DocumentType: 'PackingSlip' }, editor)).toBe(
      'Coding_Not_An_Invoice',
    );
    expect(codingEditRefusal({ ...facts, UsesCoding: false }, editor)).toBe('Coding_Not_Used');
  });
});

describe('what a save refuses and what it stores as Invalid', () => {
  const error = (Message: string, IsWarning = false) => ({ LineId: 'l', Field: 'F', Message, IsWarning });

  it('refuses what the ERP would refuse, stores amounts that do not add up and empty mandatory fields', () => {
    const errors = [
      error('Coding_Code_Blocked%%GeneralLedger%%4999'),
      error('Validation_Gross_Amount_Incorrect%%1.00'),
      error('Validation_Required'),
      error('Coding_Period_Closed%%2026-10'),
      error('Tax_Code_Category_Not_Found%%H21', true),
    ];
    expect(refusingErrors(errors).map((entry) => entry.Message)).toEqual([
      'Coding_Code_Blocked%%GeneralLedger%%4999',
      'Coding_Period_Closed%%2026-10',
    ]);
  });

  it('reads a body with spec keys for wrong types, NUL characters and huge strings', () => {
    const body = (line: Record<string, unknown>) => ({
      DocumentId: crypto.randomUUID(),
      DocumentType: 'PurchaseInvoice',
      LastUpdate: 'x',
      Lines: [{ NetAmount: 1, VatAmount: 0, ...line }],
    });
    const messages = (line: Record<string, unknown>) =>
      CodeInvoiceInput.safeParse(body(line)).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({})).toEqual([]);
    expect(messages({ NetAmount: 'ten' })).toEqual(['Validation_Not_A_Number']);
    expect(messages({ Description: 'a\u0000b' })).toEqual(['Validation_Invalid_Characters']);
    expect(messages({ Description: 'x'.repeat(501) })).toEqual(['Validation_Maximum_Length%%500']);
    expect(messages({ SplitType: 'Half' })).toEqual(['Validation_In_List']);
  });
});
