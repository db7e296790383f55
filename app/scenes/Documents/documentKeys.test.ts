import fs from 'node:fs';
import path from 'node:path';
import {
  DocumentStatuses,
  InvoiceTypes,
  LinkedToDocumentValues,
  OverviewColumns,
  StatusFilters,
} from '../../../domain/documents';

function keysOf(locale: string): Set<string> {
  const folder = path.join(process.cwd(), 'locales', locale);
  return new Set(
    fs
      .readdirSync(folder)
      .flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')))),
  );
}

// Keys the document screens build from enum values, which the shell's literal-key scan cannot see.
const dynamicKeys = [
  ...OverviewColumns.map((column) => `Column_${column}`),
  ...StatusFilters.map((status) => `Status_Filter_${status}`),
  ...DocumentStatuses.map((status) => `Document_Status_${status}`),
  ...InvoiceTypes.map((type) => `Invoice_Type_${type}`),
  ...LinkedToDocumentValues.map((value) => `Linked_To_Document_${value}`),
  ...['IsBlocked', 'IsConfidential', 'IsApproved', 'IsWaitingForErp', 'IsInErp', 'IsPosted'].map(
    (flag) => `Flag_${flag}`,
  ),
  ...['Invoice_Type', 'Current_User', 'Last_Action', 'Description', 'Project', 'Dimension_1', 'Dimension_2'],
  ...['Purchase_Order', 'Packing_Slip', 'Tag', 'Account', 'Obligation', 'Linked_To_Document', 'Approved_By'],
  ...['Document_Not_Found', 'Document_No_Next', 'Document_No_Previous', 'Could_Not_Download_Original'],
  ...[
    'Import_Unsupported_File_Type',
    'Import_File_Too_Large',
    'Import_Pdf_Password_Protected',
    'Import_Pdf_Corrupt',
  ],
  ...['Import_Image_Corrupt', 'Import_Email_Without_Documents', 'Failed_To_Retrieve_Order_Of_Documents'],
];

describe('document screen translations', () => {
  for (const locale of ['nl-NL', 'en-US']) {
    it(`${locale} names every column, status, invoice type, flag and document error`, () => {
      const available = keysOf(locale);
      expect(dynamicKeys.filter((key) => !available.has(key))).toEqual([]);
    });
  }
});
