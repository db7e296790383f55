import { z } from 'zod';

/** A tag (spec 002 §3); saving requires a name (spec 002 §5). */
export const TagInput = z.object({
  Name: z
    .string('Validation_Required')
    .trim()
    .min(1, 'Validation_Required')
    .max(50, 'Validation_Maximum_Length%%50'),
});
export type TagInput = z.input<typeof TagInput>;
export type Tag = { Id: string; Name: string };
