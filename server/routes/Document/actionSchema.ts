import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { MaximumBulkDocuments } from '../../services/workflow/performBulkAction';

const documentType = z.enum(OverviewDocumentTypes, 'Validation_In_List');
const guid = z.uuid('Validation_Guid');
const optionalText = z.string().max(4000, 'Validation_Maximum_Length%%4000').nullish();

/** Document/PostNewAction body (spec 001 §3 Action request); the route fields are read once routes are stored. */
export const NewActionBody = z.object({
  DocumentId: guid,
  DocumentType: documentType,
  NextAction: z.string().min(1, 'Validation_Required').max(100),
  NextUserId: guid.nullish(),
  Remark: optionalText,
  ApprovalAmount: z.number('Validation_Not_A_Number').nullish(),
  LastInvoiceUpdate: z.iso.datetime({ offset: true, error: 'Validation_Date_Invalid' }),
  PreviousAction: z.string().max(100).nullish(),
  PreviousStatus: z.string().max(100).nullish(),
  RouteId: guid.nullish(),
  RouteOption: z.string().max(100).nullish(),
  AutoRouteId: guid.nullish(),
});

/** Document/PostNewActions body: the overview's selection. */
export const NewActionsBody = z.object({
  DocumentIds: z
    .array(guid)
    .min(1, 'Validation_Required')
    .max(MaximumBulkDocuments, `Validation_List_Maximum_Length%%${MaximumBulkDocuments}`),
  DocumentType: documentType,
  NextAction: z.string().min(1, 'Validation_Required').max(100),
  NextUserId: guid.nullish(),
  Remark: optionalText,
});

export const ActionIdParams = z.object({ id: guid });
