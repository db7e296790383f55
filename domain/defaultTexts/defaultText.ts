import { z } from 'zod';
import { type ActionName, ActionNames } from '../workflow/actions';

/** The longest name (the short label a user picks) and text of a default text. */
export const DefaultTextNameMaximum = 100;
export const DefaultTextTextMaximum = 2000;

/** Required text, trimmed, at most `maximum` characters, without characters a database cannot store. */
const requiredText = (maximum: number) =>
  z
    .string('Validation_Required')
    .trim()
    .min(1, 'Validation_Required')
    .max(maximum, `Validation_Maximum_Length%%${maximum}`)
    .refine((value) => !value.includes('\u0000'), 'Validation_Invalid_Characters');

/**
 * A default text as it is saved (`/default-texts`): a stock remark a user picks instead of typing when acting
 * on a document. CompanyId null: every company; Action null: every action that takes a remark.
 */
export const DefaultTextInput = z.object({
  CompanyId: z
    .uuid('Validation_Guid')
    .nullish()
    .transform((value) => value ?? null),
  Action: z
    .enum(ActionNames as [ActionName, ...ActionName[]], 'Validation_In_List')
    .nullish()
    .transform((value) => value ?? null),
  Name: requiredText(DefaultTextNameMaximum),
  Text: requiredText(DefaultTextTextMaximum),
  IsActive: z.boolean('Validation_Yes_No').default(true),
});
export type DefaultTextInput = z.input<typeof DefaultTextInput>;
export type DefaultTextFields = z.output<typeof DefaultTextInput>;

/** A default text as the API answers it. */
export type DefaultText = DefaultTextFields & { Id: string; UpdatedAt: string };
