import { randomUUID } from 'node:crypto';
import { auditRows, buildTenant, client, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const uniqueLocalPart = () => `box-${randomUUID().slice(0, 8)}`;

async function adminTenant() {
  const tenant = await buildTenant(ctx.database, 'Mailboxes');
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

describe('mailboxes', () => {
  it('creates, reads, changes and deletes a mailbox, each with its audit row', async () => {
    const { tenant, admin, api } = await adminTenant();
    const localPart = uniqueLocalPart();
    const created = await api.put('/api/Mailbox', {
      CompanyId: tenant.companyId,
      DocumentType: 'PurchaseInvoice',
      LocalPart: localPart,
      AllowedSenders: ['@Supplier.example'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const mailbox = created.json();
    expect(mailbox).toMatchObject({
      Address: `${localPart}@ledgerline.localhost`,
      AllowedSenders: ['@supplier.example'],
      SourcePer: 'Attachment',
      IsActive: true,
    });
    expect((await api.get(`/api/Mailbox?companyId=${tenant.companyId}`)).json()).toEqual([mailbox]);
    expect((await api.get(`/api/Mailbox/${mailbox.Id}`)).json()).toEqual(mailbox);
    expect((await api.get('/api/Mailbox/Domain')).json()).toEqual({ Domain: 'ledgerline.localhost' });

    const changed = await api.put('/api/Mailbox', { ...mailbox, SourcePer: 'Mail' });
    expect(changed.json()).toMatchObject({ SourcePer: 'Mail' });
    const stale = await api.put('/api/Mailbox', { ...mailbox, SendReplies: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe('Document_Is_Updated_By_Other_User');

    expect((await api.delete(`/api/Mailbox/${mailbox.Id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/Mailbox/${mailbox.Id}`)).statusCode).toBe(404);
    const actions = (await auditRows(ctx.database, tenant.tenantId))
      .filter((row) => row.entity === 'Mailbox')
      .map((row) => [row.action, row.userId]);
    expect(actions).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['delete', admin.id],
    ]);
  });

  it('gives the first mailbox of a customer the default reply templates', async () => {
    const { tenant, api } = await adminTenant();
    expect((await api.get('/api/ReplyTemplate')).json()).toEqual([]);
    await api.put('/api/Mailbox', {
      CompanyId: tenant.companyId,
      DocumentType: 'SalesInvoice',
      LocalPart: uniqueLocalPart(),
    });
    const templates = (await api.get('/api/ReplyTemplate')).json() as Array<{
      Situation: string;
      Language: string;
    }>;
    expect(templates).toHaveLength(10);
    expect(new Set(templates.map((t) => `${t.Situation}/${t.Language}`)).size).toBe(10);
  });

  it('refuses a local part another customer uses with 409 Mailbox_Address_Taken', async () => {
    const first = await adminTenant();
    const second = await adminTenant();
    const localPart = uniqueLocalPart();
    const body = (companyId: string) => ({
      CompanyId: companyId,
      DocumentType: 'PurchaseInvoice',
      LocalPart: localPart,
    });
    expect((await first.api.put('/api/Mailbox', body(first.tenant.companyId))).statusCode).toBe(200);
    const taken = await second.api.put('/api/Mailbox', body(second.tenant.companyId));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe('Mailbox_Address_Taken');
  });

  it('suggests a free local part from the company name and type', async () => {
    const { tenant, api } = await adminTenant();
    const response = await api.get(
      `/api/Mailbox/SuggestLocalPart?companyId=${tenant.companyId}&documentType=PackingSlip`,
    );
    expect(response.json().LocalPart).toMatch(
      /^mailboxes-company-a-[a-z0-9]+\.packingslips\d*$|^mailboxes-company-a\.packingslips\d*$/,
    );
  });

  it('guards mailboxes: no token 401, another customer 404, read-only 403, no right 403', async () => {
    const { tenant, api } = await adminTenant();
    const created = await api.put('/api/Mailbox', {
      CompanyId: tenant.companyId,
      DocumentType: 'PurchaseInvoice',
      LocalPart: uniqueLocalPart(),
    });
    const mailbox = created.json();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Mailbox' })).statusCode).toBe(401);

    const other = await adminTenant();
    expect((await other.api.get(`/api/Mailbox/${mailbox.Id}`)).statusCode).toBe(404);
    expect((await other.api.delete(`/api/Mailbox/${mailbox.Id}`)).statusCode).toBe(404);
    const foreignCompany = await other.api.put('/api/Mailbox', {
      CompanyId: tenant.companyId,
      DocumentType: 'PurchaseInvoice',
      LocalPart: uniqueLocalPart(),
    });
    expect(foreignCompany.statusCode).toBe(404);
    expect((await other.api.get(`/api/EmailInvoice/${randomUUID()}`)).statusCode).toBe(404);

    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const readOnly = await signedInClient(ctx.app, reader.email);
    expect((await readOnly.get(`/api/Mailbox/${mailbox.Id}`)).statusCode).toBe(200);
    expect((await readOnly.put('/api/Mailbox', { ...mailbox, IsActive: false })).statusCode).toBe(403);

    const clerk = await tenant.user({ name: 'Clerk', BaseRole: 'Check' });
    const noRight = await signedInClient(ctx.app, clerk.email);
    expect((await noRight.get('/api/Mailbox')).statusCode).toBe(403);
    expect((await noRight.get('/api/EmailInvoice')).statusCode).toBe(403);
    expect((await client(ctx.app, 'not-a-token').get('/api/ReplyTemplate')).statusCode).toBe(401);
  });

  it('answers bad input with 400, never 500: NUL characters, huge strings, bad ids', async () => {
    const { tenant, api } = await adminTenant();
    const base = {
      CompanyId: tenant.companyId,
      DocumentType: 'PurchaseInvoice',
      LocalPart: uniqueLocalPart(),
    };
    for (const body of [
      { ...base, LocalPart: 'a\u0000b' },
      { ...base, LocalPart: 'x'.repeat(100_000) },
      { ...base, AllowedSenders: ['a@b.nl\u0000'] },
      { ...base, DocumentType: 'Nonsense' },
      { ...base, LocalPart: 'Not Valid!' },
    ])
      expect((await api.put('/api/Mailbox', body)).statusCode).toBe(400);
    expect((await api.get('/api/Mailbox/not-a-uuid')).statusCode).toBe(400);
    const template = { Situation: 'Received', Language: 'nl-NL', Subject: 'Hi', Body: 'x'.repeat(20_000) };
    expect((await api.put('/api/ReplyTemplate', template)).statusCode).toBe(400);
    expect((await api.put('/api/ReplyTemplate', { ...template, Body: 'a\u0000' })).statusCode).toBe(400);
    expect((await api.get('/api/EmailInvoice?pageSize=100000')).statusCode).toBe(400);
  });
});

describe('reply templates', () => {
  it('saves a mailbox template, previews it with example values and deletes it', async () => {
    const { tenant, api } = await adminTenant();
    const mailbox = (
      await api.put('/api/Mailbox', {
        CompanyId: tenant.companyId,
        DocumentType: 'PurchaseInvoice',
        LocalPart: uniqueLocalPart(),
      })
    ).json();
    const input = {
      MailboxId: mailbox.Id,
      Situation: 'TooLarge',
      Language: 'en-US',
      Subject: 'Too big: {Subject}',
      Body: 'Dear {SenderName}, the limit is {MaxSize} at {MailboxAddress}.',
    };
    const saved = await api.put('/api/ReplyTemplate', input);
    expect(saved.statusCode, saved.body).toBe(200);
    const template = saved.json();
    expect((await api.get(`/api/ReplyTemplate?mailboxId=${mailbox.Id}`)).json()).toContainEqual(template);
    const preview = (await api.post('/api/ReplyTemplate/Preview', input)).json();
    expect(preview).toEqual({
      Subject: 'Too big: Invoice 2024-001',
      Body: `Dear John Smith, the limit is 25 MB at ${mailbox.Address}.`,
    });
    expect(
      (
        await api.put('/api/ReplyTemplate', {
          ...input,
          Id: template.Id,
          LastUpdate: '2000-01-01T00:00:00.000Z',
        })
      ).statusCode,
    ).toBe(409);
    expect((await api.delete(`/api/ReplyTemplate/${template.Id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/ReplyTemplate/${template.Id}`)).statusCode).toBe(404);
  });
});
