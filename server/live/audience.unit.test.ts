import { describe, expect, it } from 'vitest';
import { type Listener, reaches } from './audience';

const tenantId = '11111111-1111-4111-8111-111111111111';
const otherTenantId = '22222222-2222-4222-8222-222222222222';
const companyA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const companyB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const ann = 'a0000000-0000-4000-8000-000000000001';
const bob = 'b0000000-0000-4000-8000-000000000002';

const listener = (overrides: Partial<Listener> = {}): Listener => ({
  tenantId,
  userId: ann,
  companies: 'all',
  ...overrides,
});

describe('which sockets an event reaches', () => {
  it('never reaches another tenant', () => {
    expect(reaches(listener(), otherTenantId, { Event: 'TagUpdated' })).toBe(false);
    expect(reaches(listener(), tenantId, { Event: 'TagUpdated' })).toBe(true);
  });

  it('an event about a company reaches only those who may see that company', () => {
    const scoped = listener({ companies: new Set([companyA]) });
    expect(reaches(scoped, tenantId, { Event: 'CompanyUpdated', CompanyId: companyA })).toBe(true);
    expect(reaches(scoped, tenantId, { Event: 'CompanyUpdated', CompanyId: companyB })).toBe(false);
    expect(reaches(listener(), tenantId, { Event: 'CompanyUpdated', CompanyId: companyB })).toBe(true);
  });

  it('the audience company counts like the event company', () => {
    const scoped = listener({ companies: new Set([companyA]) });
    expect(reaches(scoped, tenantId, { Event: 'PaymentBatchUpdated' }, { CompanyId: companyB })).toBe(false);
  });

  it('an own-user event reaches only the user it names, and nobody when it names none', () => {
    expect(reaches(listener(), tenantId, { Event: 'ReportCreated', UserId: ann })).toBe(true);
    expect(reaches(listener(), tenantId, { Event: 'ReportCreated', UserId: bob })).toBe(false);
    expect(reaches(listener(), tenantId, { Event: 'SessionInvalidated' })).toBe(false);
  });

  it('an audience user narrows any event to that user', () => {
    expect(reaches(listener(), tenantId, { Event: 'DocumentUpdated' }, { UserId: bob })).toBe(false);
    expect(reaches(listener({ userId: bob }), tenantId, { Event: 'DocumentUpdated' }, { UserId: bob })).toBe(
      true,
    );
  });

  it('a user event about a colleague reaches the whole tenant (user lists)', () => {
    expect(reaches(listener(), tenantId, { Event: 'UserUpdated', UserId: bob })).toBe(true);
  });
});
