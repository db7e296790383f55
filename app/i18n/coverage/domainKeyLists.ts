import { DateJokeMessageKey } from '../../../domain/date/jokes';
import type { EInvoiceReadErrorCode } from '../../../domain/einvoice/errors';
import { SectionNotes } from '../../../domain/einvoice/preview';
import { ErpPostingMessageKey } from '../../../domain/erp/posting';
import type { BicMessageKey, IbanMessageKey } from '../../../domain/iban/messages';
import { ValidationMessageKey } from '../../../domain/validation/messages';

// The IBAN, BIC and e-invoice keys are type unions; a Record over each union makes tsc fail
// when domain adds or drops a key, so these lists cannot fall behind.
const ibanKeys: Record<IbanMessageKey, true> = {
  Validation_Required: true,
  Validation_Iban_Not_Valid: true,
  Iban_Unknown_Country: true,
  Iban_Wrong_Length: true,
  Iban_Check_Digits_Not_Numeric: true,
  Iban_Bban_Pattern_Mismatch: true,
  Iban_National_Check_Failed: true,
  Iban_Checksum_Failed: true,
  Iban_QR_Not_Allowed: true,
  Iban_Special_Account_Type: true,
};

const bicKeys: Record<BicMessageKey, true> = {
  Validation_Required: true,
  Validation_Bic_Not_Valid: true,
  Bic_Wrong_Format: true,
  Bic_Unknown_Country: true,
};

const eInvoiceReadErrorCodes: Record<EInvoiceReadErrorCode, true> = {
  EInvoice_Unsafe_Xml: true,
  EInvoice_Too_Large: true,
  EInvoice_Not_Xml: true,
  EInvoice_Unknown_Format: true,
  EInvoice_Not_Pdf: true,
  EInvoice_No_Xml_In_Pdf: true,
};

/** The message keys domain code produces, per list. */
export const domainMessageKeyLists: Record<string, readonly string[]> = {
  ValidationMessageKey: Object.values(ValidationMessageKey),
  IbanMessageKey: Object.keys(ibanKeys),
  BicMessageKey: Object.keys(bicKeys),
  DateJokeMessageKey: Object.values(DateJokeMessageKey),
  EInvoiceReadErrorCode: Object.keys(eInvoiceReadErrorCodes),
  EInvoicePreviewNote: Object.values(SectionNotes),
  ErpPostingMessageKey: Object.values(ErpPostingMessageKey),
};

/** Message keys the three spec documents name in their error catalogues and notices. */
export const specMessageKeys: readonly string[] = [
  'Adblocker_Active',
  'Bic_Invalid',
  'Cancel',
  'Cannot_Connect_Server_Down_Info',
  'Check_Login_Completed',
  'Close_All_Notifications',
  'Confirm',
  'Could_Not_Create_Manual_Request',
  'Could_Not_Download_Original',
  'Could_Not_Open_Coding_Document',
  'Creating_Customer_Timeout',
  'Creating_Vendor_Timeout',
  'Document_Is_Updated_By_Other_User',
  'Document_Not_Found',
  'Error_ReadOnly_Account',
  'Failed_To_Retrieve_Order_Of_Documents',
  'Iban_Invalid',
  'No_Customer_Created',
  'No_Vendor_Created',
  'No_image_found',
  'Payment_Batch_Approved_Successfully',
  'Payment_Batch_Line_Remark_Mandatory',
  'Payment_Batch_Line_Updated_Successfully',
  'Payment_Batch_No_Changes',
  'Payment_Batch_Saved_Successfully',
  'Please_confirm',
  'Report_Could_Not_Download_File',
  'Required',
  'Retrieving_From_Workflow',
  'Route_Created_Successfully',
  'Route_Deleted_Successfully',
  'Route_Updated_Successfully',
  'Saving_In_Financial_System',
  'Session_Expired_Info',
  'Session_Invalidated_Info',
  'Show_more',
  'Synchronize_Company_Completed',
  'Synchronize_Scheduled',
  'Tax_Code_Category_Info',
  'Tax_Code_Category_Not_Found',
];
