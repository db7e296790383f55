import type { DocumentStatus, OverviewDocumentType } from '../documents/enums';
import type { ActionName } from './actions';
import {
  type NextStatus,
  type StatusAction,
  type StatusActionRight,
  statusAction,
  type WorkflowDefinition,
} from './statusActions';

type Row = [
  DocumentStatus,
  ActionName,
  NextStatus,
  StatusActionRight,
  Partial<Pick<StatusAction, 'NeedsNextUser' | 'NeedsRemark' | 'NeedsApprovalAmount'>>?,
];

const rows = (types: readonly OverviewDocumentType[], table: Row[]): StatusAction[] =>
  table.map(([status, action, next, right, options]) =>
    statusAction(status, action, next, right, types, options),
  );

/** The same rows in several statuses. */
const inEach = (
  statuses: readonly DocumentStatus[],
  table: [ActionName, NextStatus, StatusActionRight][],
): Row[] =>
  statuses.flatMap((status) => table.map(([action, next, right]): Row => [status, action, next, right]));

const All: OverviewDocumentType[] = ['PurchaseInvoice', 'SalesInvoice', 'PackingSlip'];
const Invoices: OverviewDocumentType[] = ['PurchaseInvoice', 'SalesInvoice'];
const Purchase: OverviewDocumentType[] = ['PurchaseInvoice'];
const Sales: OverviewDocumentType[] = ['SalesInvoice'];
const Slips: OverviewDocumentType[] = ['PackingSlip'];

// Where work waits for someone, per type: passing it on, holding, asking, blocking, remarks, undo.
const working: Record<OverviewDocumentType, DocumentStatus[]> = {
  PurchaseInvoice: [
    'In_Progress',
    'Wait_For_Purchase_Order_Match',
    'Pending',
    'Signed_Off',
    'Ready',
    'Invalid_Masterdata',
    'Error',
  ],
  SalesInvoice: ['In_Progress', 'Ready', 'Invalid_Masterdata', 'Error'],
  PackingSlip: ['In_Progress', 'Wait_For_Purchase_Order_Match', 'Ready', 'Invalid_Masterdata', 'Error'],
};

const atWork: [ActionName, NextStatus, StatusActionRight][] = [
  ['Assign', 'Same', 'HandleCompanies'],
  ['Forward', 'Same', 'CurrentUser'],
  ['TakeOver', 'Same', 'HandleCompanies'],
  ['Await', 'Same', 'CurrentUser'],
  ['Release', 'Same', 'CurrentUser'],
  ['Question', 'Question', 'CurrentUser'],
  ['Block', 'Blocked', 'CurrentUser'],
  ['Block', 'Blocked', 'HandleCompanies'],
  ['AddRemark', 'Same', 'SeeCompanies'],
  ['SendReminder', 'Same', 'HandleCompanies'],
  ['UndoLastAction', 'Previous', 'SeeCompanies'],
];

// Where documents wait for verification, per type.
const verifyQueue: Record<OverviewDocumentType, DocumentStatus[]> = {
  PurchaseInvoice: ['Imported', 'Import_Error', 'New_Purchase_Invoice'],
  SalesInvoice: ['Imported', 'Import_Error', 'New_Sales_Invoice'],
  PackingSlip: ['Imported', 'Import_Error'],
};

const inQueue: [ActionName, NextStatus, StatusActionRight][] = [
  ['AddRemark', 'Same', 'SeeCompanies'],
  ['UndoLastAction', 'Previous', 'SeeCompanies'],
];

/**
 * The default workflow, as a Dutch AP team knows it:
 *
 *   purchase: Imported —Verify→ In_Progress (verified; the handler codes it) —Code/Route→ Pending
 *             (approval, one or more levels) —Approve/SignOff→ Signed_Off —CheckMasterData→ Ready
 *             —Post→ Posted (payable: approved, not paid) —MarkPaid→ paid —Archive→ Archived
 *   sales:    Imported —Verify→ In_Progress —Code→ Ready —Post→ Posted —Send, MarkPaid→ —Archive→ Archived
 *   packing slips (no approval): Imported —Verify→ In_Progress —ConfirmReceipt→ Ready —Post→ Posted —Archive→
 *
 * with, wherever work waits: assign, forward, take over, hold (Await) and release, question and answer
 * (back to the asker), block and unblock (back to the status before), remarks, reminders and undo; and
 * send-back paths: Reject and SendBack from approval, SendBack to verification, SendBack after sign-off.
 * Ready is what the To_Post filter and the dashboard's Post tile show, so every type posts from Ready.
 */
export const DefaultWorkflow: WorkflowDefinition = {
  EntryStatus: 'None',
  SystemStatuses: [
    'Import_Error',
    'New_Purchase_Invoice',
    'New_Sales_Invoice',
    'Error',
    'Invalid_Masterdata',
  ],
  StatusActions: [
    // Arriving and verifying
    ...rows(All, [
      ['None', 'Import', 'Imported', 'System'],
      ['Import_Error', 'Reimport', 'Imported', 'ValidateCompanies'],
      ['Imported', 'MarkNotApplicable', 'Not_Applicable', 'ValidateCompanies'],
      ['Imported', 'MarkDuplicate', 'Not_Applicable', 'ValidateCompanies'],
      ['Import_Error', 'MarkNotApplicable', 'Not_Applicable', 'ValidateCompanies'],
    ]),
    ...rows(Invoices, [
      ['Imported', 'Verify', 'In_Progress', 'VerifyInvoice'],
      ['Import_Error', 'Verify', 'In_Progress', 'VerifyInvoice'],
    ]),
    ...rows(Purchase, [
      ['New_Purchase_Invoice', 'Verify', 'In_Progress', 'VerifyInvoice'],
      ['New_Purchase_Invoice', 'MarkNotApplicable', 'Not_Applicable', 'ValidateCompanies'],
    ]),
    ...rows(Sales, [
      ['New_Sales_Invoice', 'Verify', 'In_Progress', 'VerifyInvoice'],
      ['New_Sales_Invoice', 'MarkNotApplicable', 'Not_Applicable', 'ValidateCompanies'],
    ]),
    ...rows(Slips, [
      ['Imported', 'Verify', 'In_Progress', 'VerifyPackingSlip'],
      ['Import_Error', 'Verify', 'In_Progress', 'VerifyPackingSlip'],
    ]),
    ...rows(Purchase, inEach(verifyQueue.PurchaseInvoice, inQueue)),
    ...rows(Sales, inEach(verifyQueue.SalesInvoice, inQueue)),
    ...rows(Slips, inEach(verifyQueue.PackingSlip, inQueue)),

    // Handling: coding, purchase orders, packing slips
    ...rows(Purchase, [
      ['In_Progress', 'Code', 'Pending', 'CurrentUser'],
      ['In_Progress', 'Route', 'Pending', 'CurrentUser'],
      ['In_Progress', 'CheckMasterData', 'Same', 'CurrentUser'],
      ['In_Progress', 'LinkPackingSlip', 'Same', 'LinkPackingSlipToInvoice'],
    ]),
    ...rows(Sales, [
      ['In_Progress', 'Code', 'Ready', 'CurrentUser', { NeedsNextUser: false }],
      ['In_Progress', 'CheckMasterData', 'Same', 'CurrentUser'],
    ]),
    ...rows(Slips, [['In_Progress', 'ConfirmReceipt', 'Ready', 'CurrentUser']]),
    ...rows(
      ['PurchaseInvoice', 'PackingSlip'],
      [
        ['In_Progress', 'WaitForPurchaseOrder', 'Wait_For_Purchase_Order_Match', 'CurrentUser'],
        ['Wait_For_Purchase_Order_Match', 'MatchPurchaseOrder', 'In_Progress', 'HandleCompanies'],
      ],
    ),
    ...rows(All, [
      ['In_Progress', 'SendBack', 'Imported', 'CurrentUser'],
      ['In_Progress', 'MarkNotApplicable', 'Not_Applicable', 'CurrentUser'],
      ['In_Progress', 'MarkDuplicate', 'Not_Applicable', 'CurrentUser'],
    ]),

    // Approving and signing off (purchase invoices only)
    ...rows(Purchase, [
      ['Pending', 'Approve', 'Signed_Off', 'CurrentUser'],
      ['Pending', 'SignOff', 'Signed_Off', 'CurrentUser'],
      ['Pending', 'Reject', 'In_Progress', 'CurrentUser'],
      ['Pending', 'SendBack', 'In_Progress', 'CurrentUser'],
      ['Pending', 'TakeOver', 'Same', 'ApproveCompanies'],
      ['Signed_Off', 'CheckMasterData', 'Ready', 'CurrentUser'],
      ['Signed_Off', 'CheckMasterData', 'Ready', 'HandleCompanies'],
      ['Signed_Off', 'SendBack', 'In_Progress', 'CurrentUser'],
    ]),

    // Posting, and what the ERP may answer
    ...rows(All, [
      ['Ready', 'Post', 'Posted', 'HandleCompanies'],
      ['Ready', 'MarkPosted', 'Posted', 'HandleCompanies'],
      ['Ready', 'SendBack', 'In_Progress', 'HandleCompanies'],
      ['Invalid_Masterdata', 'CheckMasterData', 'Ready', 'HandleCompanies'],
      ['Invalid_Masterdata', 'SendBack', 'In_Progress', 'HandleCompanies'],
      ['Error', 'Retry', 'Ready', 'HandleCompanies'],
      ['Error', 'MarkPosted', 'Posted', 'HandleCompanies'],
      ['Error', 'SendBack', 'In_Progress', 'HandleCompanies'],
    ]),
    ...rows(Invoices, [['Ready', 'CreateInErp', 'Same', 'HandleCompanies']]),

    // Paid, sent, archived
    ...rows(Purchase, [
      ['Posted', 'MarkPaid', 'Same', 'MayApprovePay'],
      ['Posted', 'MarkUnpaid', 'Same', 'MayApprovePay'],
    ]),
    ...rows(Sales, [
      ['Ready', 'Send', 'Same', 'HandleCompanies'],
      ['Posted', 'Send', 'Same', 'HandleCompanies'],
      ['Posted', 'MarkPaid', 'Same', 'HandleCompanies'],
      ['Posted', 'MarkUnpaid', 'Same', 'HandleCompanies'],
    ]),
    ...rows(All, [
      ['Posted', 'Archive', 'Archived', 'HandleCompanies'],
      ['Posted', 'AddRemark', 'Same', 'SeeCompanies'],
      ['Archived', 'AddRemark', 'Same', 'SeeCompanies'],
      ['Not_Applicable', 'Reopen', 'In_Progress', 'HandleCompanies'],
      ['Not_Applicable', 'Archive', 'Archived', 'HandleCompanies'],
      ['Not_Applicable', 'AddRemark', 'Same', 'SeeCompanies'],
      ['Not_Applicable', 'UndoLastAction', 'Previous', 'SeeCompanies'],
    ]),

    // Wherever work waits for someone
    ...rows(Purchase, inEach(working.PurchaseInvoice, atWork)),
    ...rows(Sales, inEach(working.SalesInvoice, atWork)),
    ...rows(Slips, inEach(working.PackingSlip, atWork)),

    // Detours: blocked and questioned documents
    ...rows(All, [
      ['Blocked', 'Unblock', 'Previous', 'CurrentUser'],
      ['Blocked', 'Unblock', 'Previous', 'HandleCompanies'],
      ['Blocked', 'AddRemark', 'Same', 'SeeCompanies'],
      ['Blocked', 'UndoLastAction', 'Previous', 'SeeCompanies'],
      ['Question', 'Answer', 'Previous', 'CurrentUser'],
      ['Question', 'Forward', 'Same', 'CurrentUser'],
      ['Question', 'Block', 'Blocked', 'HandleCompanies'],
      ['Question', 'AddRemark', 'Same', 'SeeCompanies'],
      ['Question', 'UndoLastAction', 'Previous', 'SeeCompanies'],
    ]),
  ],
};
