import type { DocumentStatus } from '../../../domain/documents';

/** The chip colour of a status: red needs attention, yellow waits, blue is on its way, green is done. */
export const StatusColors: Record<DocumentStatus, string> = {
  None: 'gray',
  Signed_Off: 'teal',
  Pending: 'yellow',
  In_Progress: 'blue',
  Blocked: 'red',
  Error: 'red',
  Invalid_Masterdata: 'red',
  Ready: 'teal',
  New_Purchase_Invoice: 'gray',
  Released: 'blue',
  Wait_For_Purchase_Order_Match: 'yellow',
  New_Sales_Invoice: 'gray',
  Imported: 'gray',
  Import_Error: 'red',
  Posted: 'green',
  Archived: 'dark',
  Free_Status_1: 'violet',
  Free_Status_2: 'violet',
  Free_Status_3: 'violet',
  Free_Status_4: 'violet',
  Free_Status_5: 'violet',
  Question: 'orange',
  Question_Answered: 'blue',
  Not_Applicable: 'gray',
};
