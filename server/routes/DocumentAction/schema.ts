import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';

const documentType = z.enum(OverviewDocumentTypes, 'Validation_In_List');
const guid = z.uuid('Validation_Guid');

export const ActionsParams = z.object({ id: guid });
export const ActionsQuery = z.object({ documentType: documentType.optional() });
export const InformationQuery = z.object({
  actionId: z.string().min(1, 'Validation_Required').max(100),
  documentId: guid,
  documentType: documentType.optional(),
});
