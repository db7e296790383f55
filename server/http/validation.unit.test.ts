import { z } from 'zod';
import { fieldErrorsOf } from './validation';

const schema = z.object({
  Name: z.string().min(1, 'Validation_Required'),
  Locale: z.enum(['nl-NL', 'en-US']),
  Count: z.number(),
  Code: z.string().max(3, 'Validation_Maximum_Length%%3'),
});

function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsOf(result.error, input);
}

describe('field messages of a failed request schema', () => {
  it('keeps the spec keys the schema names', () => {
    expect(errorsOf({ Name: '', Locale: 'nl-NL', Count: 1, Code: 'ABCD' })).toEqual({
      Name: 'Validation_Required',
      Code: 'Validation_Maximum_Length%%3',
    });
  });

  it('reads a missing field as Validation_Required, also for a list of allowed values', () => {
    expect(errorsOf({ Name: 'x', Code: 'A' })).toEqual({
      Locale: 'Validation_Required',
      Count: 'Validation_Required',
    });
  });

  it('reads a value outside the list as Validation_In_List and text for a number as Validation_Not_A_Number', () => {
    expect(errorsOf({ Name: 'x', Locale: 'fr-FR', Count: 'twelve', Code: 'A' })).toEqual({
      Locale: 'Validation_In_List',
      Count: 'Validation_Not_A_Number',
    });
  });
});
