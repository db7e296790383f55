import { z } from 'zod';
import { DefaultTextInput } from '../../../domain/defaultTexts/index';
import { actionName } from '../Route/schema';

export const DefaultTextIdParams = z.object({ id: z.uuid('Validation_Guid') });

/** GET /DefaultText: an optional search in names and texts. */
export const DefaultTextListQuery = z.object({
  search: z.string('Validation_Required').max(200, 'Validation_Maximum_Length%%200').default(''),
});

/** GET /DefaultText/ForAction: the document's company and the action being performed. */
export const ForActionQuery = z.object({
  companyId: z.uuid('Validation_Guid'),
  action: actionName,
});

/** POST /DefaultText and PUT /DefaultText/{id}: a default text without its Id. */
export const DefaultTextBody = DefaultTextInput;
export type DefaultTextBody = z.output<typeof DefaultTextBody>;
