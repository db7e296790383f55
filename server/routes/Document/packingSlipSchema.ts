import { z } from 'zod';
import { MaximumPackingSlipSearchLength } from '../../../domain/documents/links';

// A missing id is required, a malformed one not an id.
const guid = z.uuid({
  error: (issue) => (issue.input === undefined ? 'Validation_Required' : 'Validation_Guid'),
});

/** Document/LinkPackingSlipToInvoice body: the purchase invoice and the packing slip its goods came with. */
export const PackingSlipLinkBody = z.object({ InvoiceId: guid, PackingSlipId: guid });

/** The link to remove (DELETE Document/LinkPackingSlipToInvoice). */
export const PackingSlipLinkQuery = z.object({ invoiceId: guid, packingSlipId: guid });

export const InvoiceParams = z.object({ invoiceId: guid });

export const LinkCandidatesQuery = z.object({
  /** Start of a packing slip's document number or relation name. */
  search: z
    .string()
    .trim()
    .max(MaximumPackingSlipSearchLength, `Validation_Maximum_Length%%${MaximumPackingSlipSearchLength}`)
    .optional(),
});
