import { CodeLists } from '../../../domain/masterdata/index';
import { fieldLabelKey, importTargetsFor, targetLabelKey } from './importChoices';
import { skippedCsv } from './skippedCsv';

describe('importTargetsFor', () => {
  it('offers vendors and customers by their screens and the code lists to administrators and settings editors', () => {
    expect(importTargetsFor({ UserViewRights: ['Vendors'], UserActionRights: [] })).toEqual(['Vendor']);
    expect(
      importTargetsFor({ UserViewRights: ['Vendors', 'Customers'], UserActionRights: ['VerifyInvoice'] }),
    ).toEqual(['Vendor', 'Customer']);
    expect(importTargetsFor({ UserViewRights: [], UserActionRights: ['SettingsEdit'] })).toEqual([
      ...CodeLists,
    ]);
  });
});

describe('labels', () => {
  it('names targets and fields as the master-data screens do', () => {
    expect(targetLabelKey('Vendor')).toBe('Vendors');
    expect(targetLabelKey('GeneralLedger')).toBe('Code_List_GeneralLedger');
    expect(fieldLabelKey('Vendor', 'ErpCode')).toBe('Vendor_ErpCode');
    expect(fieldLabelKey('Customer', 'Code')).toBe('Customer_Code');
    expect(fieldLabelKey('VatCode', 'Description')).toBe('Description');
    expect(fieldLabelKey('VatCode', 'Percentage')).toBe('Erp_Code_Percentage');
  });
});

describe('skippedCsv', () => {
  it('writes the skipped rows for Excel: semicolons, quotes where needed, a byte order mark', () => {
    const text = skippedCsv(
      [
        {
          Row: 3,
          Code: 'A;1',
          Reasons: [
            { Field: 'Name', Message: 'Validation_Required' },
            { Field: 'City', Message: 'x' },
          ],
        },
      ],
      ['Rij', 'Code', 'Reden'],
      (reason) => `${reason.Field}: ${reason.Message}`,
    );
    expect(text).toBe('\ufeffRij;Code;Reden\r\n3;"A;1";Name: Validation_Required | City: x\r\n');
  });
});
