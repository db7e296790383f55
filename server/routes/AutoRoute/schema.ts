import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { actionName } from '../Route/schema';

const guid = z.uuid('Validation_Guid');
const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);
const amount = orNull(z.number('Validation_Not_A_Number').min(0, 'Validation_Minimum_Value%%0'));
/** A line condition: blank means any line. */
const code = orNull(z.string().trim().max(50, 'Validation_Maximum_Length%%50')).transform(
  (value) => value || null,
);

export const AutoRouteIdParams = z.object({ id: guid });

/** POST /AutoRoute and PUT /AutoRoute/{id}: an AutoRoute without its Id. */
export const AutoRouteBody = z.object({
  Name: z
    .string('Validation_Required')
    .trim()
    .min(1, 'Validation_Required')
    .max(100, 'Validation_Maximum_Length%%100'),
  IsActive: z.boolean('Validation_Yes_No').default(true),
  Conditions: z.object(
    {
      CompanyId: orNull(guid),
      RelationId: orNull(guid),
      DocumentType: orNull(z.enum(OverviewDocumentTypes, 'Validation_In_List')),
      AmountFrom: amount,
      AmountUntil: amount,
      GeneralLedgerAccount: code,
      CostCenter: code,
    },
    'Validation_Required',
  ),
  Steps: z
    .array(z.object({ Action: actionName, SendToUserId: guid }), 'Validation_Required')
    .min(1, 'Validation_Required'),
});
export type AutoRouteBody = z.output<typeof AutoRouteBody>;
