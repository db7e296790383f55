import { DashboardStepParams, DashboardStepRequest, stepTotal } from './request';

const id = '3f1c5b7e-8a4d-4c2b-9e6f-1a2b3c4d5e6f';

describe('the GetDashboardStep request', () => {
  it('reads absent filters as no filter', () => {
    expect(DashboardStepRequest.parse({})).toEqual({ CompanyIds: [], DocumentTypes: [], FromDate: null });
    expect(DashboardStepRequest.parse({ CompanyIds: null, DocumentTypes: null, FromDate: null })).toEqual({
      CompanyIds: [],
      DocumentTypes: [],
      FromDate: null,
    });
  });

  it('keeps each company and type once', () => {
    expect(
      DashboardStepRequest.parse({ CompanyIds: [id, id], DocumentTypes: ['PackingSlip', 'PackingSlip'] }),
    ).toMatchObject({ CompanyIds: [id], DocumentTypes: ['PackingSlip'] });
  });

  it.each([
    [{ CompanyIds: ['nope'] }, 'Validation_Guid'],
    [{ DocumentTypes: ['Unknown'] }, 'Validation_In_List'],
    [{ FromDate: '2024-02-30' }, 'Validation_Unknown'],
    [{ CompanyIds: 'nope' }, 'Validation_In_List'],
  ])('refuses %j with %s', (body, message) => {
    const result = DashboardStepRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('knows the six steps by name', () => {
    expect(DashboardStepParams.parse({ step: 'Payable' })).toEqual({ step: 'Payable' });
    expect(DashboardStepParams.safeParse({ step: 'payable' }).success).toBe(false);
  });

  it('totals the sub-items', () => {
    const row = {
      StepStatus: 'New' as const,
      CompanyId: null,
      UserId: null,
      DocumentType: 'PurchaseInvoice',
    };
    expect(stepTotal([])).toBe(0);
    expect(
      stepTotal([
        { ...row, Count: 2 },
        { ...row, Count: 5 },
      ]),
    ).toBe(7);
  });
});
