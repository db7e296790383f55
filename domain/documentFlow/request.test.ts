import {
  DocumentFlowExportRequest,
  DocumentFlowRequest,
  MaximumPeriodMonths,
  periodError,
  periodTooLong,
} from './request';

const id = '3f1c5b7e-8a4d-4c2b-9e6f-1a2b3c4d5e6f';
const period = { FromDate: '2024-01-01', ToDate: '2024-01-31' };

/** The field errors of a refused body, as the server answers them. */
function errorsOf(body: unknown): Record<string, string> {
  const result = DocumentFlowRequest.safeParse(body);
  expect(result.success).toBe(false);
  const errors: Record<string, string> = {};
  // The first message per field, as the server answers.
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the GetDocumentFlow request', () => {
  it('reads absent or null lists as no filter', () => {
    expect(DocumentFlowRequest.parse(period)).toEqual({ ...period, CompanyIds: [], DocumentTypes: [] });
    expect(DocumentFlowRequest.parse({ ...period, CompanyIds: null, DocumentTypes: null })).toEqual({
      ...period,
      CompanyIds: [],
      DocumentTypes: [],
    });
  });

  it('keeps each company and document type once', () => {
    expect(
      DocumentFlowRequest.parse({
        ...period,
        CompanyIds: [id, id],
        DocumentTypes: ['SalesInvoice', 'SalesInvoice'],
      }),
    ).toMatchObject({ CompanyIds: [id], DocumentTypes: ['SalesInvoice'] });
  });

  it('needs both dates, as ISO calendar days', () => {
    expect(errorsOf({})).toEqual({ FromDate: 'Validation_Required', ToDate: 'Validation_Required' });
    expect(errorsOf({ FromDate: '01-01-2024', ToDate: '2024-02-30' })).toEqual({
      FromDate: 'Validation_Date_Invalid',
      ToDate: 'Validation_Date_Invalid',
    });
    expect(errorsOf({ FromDate: '0000-01-01', ToDate: '2024-01-01' })).toEqual({
      FromDate: 'Validation_Date_Invalid',
    });
    expect(errorsOf({ FromDate: 20240101, ToDate: null })).toEqual({
      FromDate: 'Validation_Date_Invalid',
      ToDate: 'Validation_Date_Invalid',
    });
  });

  it('accepts a single day and refuses a ToDate before the FromDate', () => {
    expect(DocumentFlowRequest.safeParse({ FromDate: '2024-03-05', ToDate: '2024-03-05' }).success).toBe(
      true,
    );
    expect(errorsOf({ FromDate: '2024-03-05', ToDate: '2024-03-04' })).toEqual({
      ToDate: 'DocumentFlow_From_After_To',
    });
  });

  it('accepts at most 13 months, both ends included', () => {
    expect(MaximumPeriodMonths).toBe(13);
    expect(DocumentFlowRequest.safeParse({ FromDate: '2024-01-01', ToDate: '2025-01-31' }).success).toBe(
      true,
    );
    expect(errorsOf({ FromDate: '2024-01-01', ToDate: '2025-02-01' })).toEqual({
      ToDate: 'DocumentFlow_Period_Too_Long',
    });
    expect(errorsOf({ FromDate: '2000-01-01', ToDate: '2024-12-31' })).toEqual({
      ToDate: 'DocumentFlow_Period_Too_Long',
    });
  });

  it.each([
    [{ CompanyIds: ['nope'] }, 'CompanyIds.0', 'Validation_Guid'],
    [{ CompanyIds: 'nope' }, 'CompanyIds', 'Validation_In_List'],
    [
      { CompanyIds: Array.from({ length: 1001 }, () => id) },
      'CompanyIds',
      'Validation_List_Maximum_Length%%1000',
    ],
    [{ DocumentTypes: ['Unknown'] }, 'DocumentTypes.0', 'Validation_In_List'],
    [{ DocumentTypes: 'PurchaseInvoice' }, 'DocumentTypes', 'Validation_In_List'],
  ])('refuses %j', (extra, field, message) => {
    expect(errorsOf({ ...period, ...extra })).toEqual({ [field]: message });
  });

  it('takes the export language, Dutch unless told', () => {
    expect(DocumentFlowExportRequest.parse(period)).toMatchObject({ Locale: 'nl-NL' });
    expect(DocumentFlowExportRequest.parse({ ...period, Locale: 'en-US' })).toMatchObject({
      Locale: 'en-US',
    });
    expect(DocumentFlowExportRequest.safeParse({ ...period, Locale: 'de-DE' }).success).toBe(false);
    expect(
      DocumentFlowExportRequest.safeParse({ FromDate: '2024-01-01', ToDate: '2026-01-01' }).success,
    ).toBe(false);
  });
});

describe('the period rules', () => {
  it('counts months from the FromDate, clamping to short months', () => {
    expect(periodTooLong('2024-01-31', '2025-02-27')).toBe(false);
    expect(periodTooLong('2024-01-31', '2025-02-28')).toBe(true);
    expect(periodTooLong('2024-02-29', '2025-03-28')).toBe(false);
    expect(periodTooLong('2024-02-29', '2025-03-29')).toBe(true);
  });

  it('names the first rule a period breaks', () => {
    expect(periodError('2024-01-01', '2024-12-31')).toBeNull();
    expect(periodError('2024-02-01', '2024-01-01')).toBe('DocumentFlow_From_After_To');
    expect(periodError('2020-01-01', '2024-01-01')).toBe('DocumentFlow_Period_Too_Long');
    expect(periodError('01-01-2024', '2024-02-30')).toBeNull();
  });
});
