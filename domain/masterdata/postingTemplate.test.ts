import { PostingTemplateInput, templateLineProblems } from './postingTemplate';

const line = (AmountType: string, Percentage: number | null = null) => ({ AmountType, Percentage });
const companyId = '00000000-0000-4000-8000-000000000001';

describe('posting template lines follow the split rules (spec 001 §5)', () => {
  it('accepts 60/40 percentages and a fixed amount with a rest line', () => {
    expect(templateLineProblems([line('Percentage', 60), line('Percentage', 40)])).toEqual([]);
    expect(templateLineProblems([line('Fixed'), line('Rest')])).toEqual([]);
    expect(templateLineProblems([line('Percentage', 25), line('Rest')])).toEqual([]);
  });

  it('refuses a second Rest line, mixing, and percentages that do not make 100', () => {
    expect(templateLineProblems([line('Rest'), line('Rest')])).toEqual(['More_Than_One_Rest_Not_Allowed']);
    expect(templateLineProblems([line('Percentage', 50), line('Fixed')])).toEqual([
      'Only_Percentages_Allowed',
    ]);
    expect(templateLineProblems([line('Fixed'), line('Percentage', 50)])).toEqual(['Only_Fix_Rest_Allowed']);
    expect(templateLineProblems([line('Percentage', 60), line('Percentage', 30)])).toEqual([
      'Posting_Template_Percentages_Not_100%%90',
    ]);
    expect(templateLineProblems([line('Percentage', 80), line('Percentage', 30), line('Rest')])).toEqual([
      'Posting_Template_Percentages_Not_100%%110',
    ]);
  });

  it('needs an amount on a Fixed line, a percentage on a Percentage line and a relation for a vendor template', () => {
    const result = PostingTemplateInput.safeParse({
      CompanyId: companyId,
      Name: 'Split',
      TargetType: 'Vendor',
      Lines: [{ AmountType: 'Fixed' }, { AmountType: 'Percentage' }],
    });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['Lines.0.Amount', 'Validation_Required'],
        ['Lines.1.Percentage', 'Validation_Required'],
      ]),
    );
  });

  it('needs at least one line', () => {
    const result = PostingTemplateInput.safeParse({ CompanyId: companyId, Name: 'Empty', Lines: [] });
    expect(result.error?.issues[0].message).toBe('Validation_List_Minimum_Length%%1');
  });
});
