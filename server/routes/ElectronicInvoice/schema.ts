import { z } from 'zod';

/** Path of GET electronicInvoice/{documentId}. */
export const ElectronicInvoiceParams = z.object({ documentId: z.uuid('Validation_Guid') });
