import { DefaultTextInput } from './defaultText';

const companyId = '00000000-0000-4000-8000-000000000001';
const errorsOf = (input: unknown) => {
  const result = DefaultTextInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the input rules of a default text', () => {
  it('trims name and text, and reads a missing company, action and active flag as every company, every action, active', () => {
    expect(DefaultTextInput.parse({ Name: '  Akkoord ', Text: '\n Graag goedkeuren.  ' })).toEqual({
      CompanyId: null,
      Action: null,
      Name: 'Akkoord',
      Text: 'Graag goedkeuren.',
      IsActive: true,
    });
    expect(
      DefaultTextInput.parse({
        CompanyId: companyId,
        Action: 'Reject',
        Name: 'Order',
        Text: 'Factuur klopt niet met de order, graag nakijken.',
        IsActive: false,
      }),
    ).toMatchObject({ CompanyId: companyId, Action: 'Reject', IsActive: false });
  });

  it('requires a name and a text (Validation_Required), also when they are only spaces', () => {
    expect(errorsOf({})).toEqual({ Name: 'Validation_Required', Text: 'Validation_Required' });
    expect(errorsOf({ Name: '   ', Text: '\t' })).toEqual({
      Name: 'Validation_Required',
      Text: 'Validation_Required',
    });
    expect(errorsOf({ Name: null, Text: 42 })).toEqual({
      Name: 'Validation_Required',
      Text: 'Validation_Required',
    });
  });

  it('takes a name of at most 100 and a text of at most 2000 characters, counted after trimming', () => {
    expect(errorsOf({ Name: 'n'.repeat(100), Text: `  ${'t'.repeat(2000)}  ` })).toEqual({});
    expect(errorsOf({ Name: 'n'.repeat(101), Text: 't'.repeat(2001) })).toEqual({
      Name: 'Validation_Maximum_Length%%100',
      Text: 'Validation_Maximum_Length%%2000',
    });
  });

  it('refuses a NUL character (Validation_Invalid_Characters)', () => {
    expect(errorsOf({ Name: 'Ak\u0000koord', Text: 'Graag\u0000' })).toEqual({
      Name: 'Validation_Invalid_Characters',
      Text: 'Validation_Invalid_Characters',
    });
  });

  it('takes only an action of the catalogue and a company id (Validation_In_List, Validation_Guid)', () => {
    expect(errorsOf({ Name: 'x', Text: 'y', Action: 'Approve' })).toEqual({});
    expect(errorsOf({ Name: 'x', Text: 'y', Action: 'Goedkeuren' })).toEqual({
      Action: 'Validation_In_List',
    });
    expect(errorsOf({ Name: 'x', Text: 'y', Action: 'toString' })).toEqual({ Action: 'Validation_In_List' });
    expect(errorsOf({ Name: 'x', Text: 'y', CompanyId: 'company-a' })).toEqual({
      CompanyId: 'Validation_Guid',
    });
    expect(errorsOf({ Name: 'x', Text: 'y', IsActive: 'yes' })).toEqual({ IsActive: 'Validation_Yes_No' });
  });
});
