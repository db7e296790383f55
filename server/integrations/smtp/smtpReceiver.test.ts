import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { corpusPath } from '../../../tests/corpora/path';
import { documents, emailMessages, sources } from '../../db/schema/index';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp({ smtp: true });
afterAll(() => ctx.close());

const domain = 'ledgerline.localhost';

async function invoicePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** A customer with an administrator and one mailbox of company A for purchase invoices. */
async function mailboxTenant(rules: Record<string, unknown> = {}) {
  const tenant = await buildTenant(ctx.database, 'Mail');
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  const api = await signedInClient(ctx.app, admin.email);
  const localPart = `inv-${randomUUID().slice(0, 8)}.purchase`;
  const created = await api.put('/api/Mailbox', {
    CompanyId: tenant.companyId,
    DocumentType: 'PurchaseInvoice',
    LocalPart: localPart,
    ...rules,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { tenant, api, address: `${localPart}@${domain}`, mailboxId: created.json().Id as string };
}

function transport() {
  if (ctx.smtpPort === null) throw new Error('the SMTP receiver did not start');
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: ctx.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
}

const mailsOf = (tenantId: string, mailboxId: string) =>
  ctx.database.withTenant(tenantId, (tx) =>
    tx.select().from(emailMessages).where(eq(emailMessages.mailboxId, mailboxId)),
  );
const sourcesOf = (tenantId: string, mailboxId: string) =>
  ctx.database.withTenant(tenantId, (tx) =>
    tx.select().from(sources).where(eq(sources.mailboxId, mailboxId)),
  );

function outboxMails(): string[] {
  const outbox = path.join(ctx.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
}

describe('the SMTP receiver of the mailboxes', () => {
  it('turns a mail with a PDF into a source of the mailbox company and type, original type Email', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant();
    await transport().sendMail({
      from: 'Supplier <billing@supplier.example>',
      to: address,
      subject: 'Invoice 2024-17',
      text: 'Please find our invoice attached.',
      attachments: [{ filename: 'invoice.pdf', content: await invoicePdf('Invoice 2024-17') }],
    });
    const [mail] = await mailsOf(tenant.tenantId, mailboxId);
    expect(mail).toMatchObject({ status: 'Processed', fromAddress: 'billing@supplier.example', refusal: '' });
    const [source] = await sourcesOf(tenant.tenantId, mailboxId);
    expect(source).toMatchObject({
      companyId: tenant.companyId,
      documentType: 'PurchaseInvoice',
      originalType: 'Email',
      deliveryType: 'EmailPDF',
      emailMessageId: mail.id,
      senderEmail: 'billing@supplier.example',
      subject: 'Invoice 2024-17',
      originalFileNames: ['invoice.pdf'],
    });
    expect(mail.parts).toEqual([
      expect.objectContaining({ FileName: 'invoice.pdf', Outcome: 'Source', SourceId: source.id }),
    ]);
    // The raw mail is kept as the original.
    const raw = await signedInRaw(tenant, mail.id);
    expect(raw).toContain('Subject: Invoice 2024-17');
    const viewer = await tenant.user({ name: 'Lister', IsAdmin: true });
    const api = await signedInClient(ctx.app, viewer.email);
    const list = (await api.get(`/api/EmailInvoice?companyId=${tenant.companyId}&search=2024-17`)).json();
    expect(list).toMatchObject({
      TotalCount: 1,
      Items: [{ Id: mail.id, Status: 'Processed', MailboxAddress: address, Subject: 'Invoice 2024-17' }],
    });
    expect(
      (await api.get(`/api/EmailInvoice?status=Refused&companyId=${tenant.companyId}`)).json().TotalCount,
    ).toBe(0);
    expect((await api.get(`/api/EmailInvoice/${mail.id}`)).json().Parts[0].SourceId).toBe(source.id);
  });

  it('refuses a mail to an unknown address at RCPT TO', async () => {
    await expect(
      transport().sendMail({
        from: 'billing@supplier.example',
        to: `nobody-${randomUUID().slice(0, 8)}@${domain}`,
        subject: 'Lost',
        text: 'Hello',
      }),
    ).rejects.toThrow(/550|mailbox unknown/);
    await expect(
      transport().sendMail({ from: 'a@b.example', to: 'someone@elsewhere.example', subject: 'x', text: 'y' }),
    ).rejects.toThrow(/550/);
  });

  it('stores the same mail delivered twice once: one email invoice, one source', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant();
    const mail = {
      from: 'billing@supplier.example',
      to: address,
      subject: 'Invoice twice',
      messageId: `<${randomUUID()}@supplier.example>`,
      attachments: [{ filename: 'twice.pdf', content: await invoicePdf('Twice') }],
    };
    await transport().sendMail(mail);
    await transport().sendMail(mail);
    expect(await mailsOf(tenant.tenantId, mailboxId)).toHaveLength(1);
    expect(await sourcesOf(tenant.tenantId, mailboxId)).toHaveLength(1);
  });

  it('refuses the same attachment in a new mail as Duplicate', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant({ SendReplies: false });
    const content = await invoicePdf('Same file');
    for (const subject of ['First', 'Again'])
      await transport().sendMail({
        from: 'billing@supplier.example',
        to: address,
        subject,
        attachments: [{ filename: 'same.pdf', content }],
      });
    const mails = await mailsOf(tenant.tenantId, mailboxId);
    expect(mails.map((mail) => [mail.subject, mail.status, mail.refusal]).sort()).toEqual([
      ['Again', 'Refused', 'Duplicate'],
      ['First', 'Processed', ''],
    ]);
    expect(await sourcesOf(tenant.tenantId, mailboxId)).toHaveLength(1);
  });

  it('refuses an unknown sender and answers with the template, written to the outbox', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant({ AllowedSenders: ['@trusted.example'] });
    const sender = `stranger-${randomUUID().slice(0, 8)}@other.example`;
    await transport().sendMail({
      from: `Stranger <${sender}>`,
      to: address,
      subject: 'Invoice from a stranger',
      attachments: [{ filename: 'invoice.pdf', content: await invoicePdf('Stranger') }],
    });
    const [mail] = await mailsOf(tenant.tenantId, mailboxId);
    expect(mail).toMatchObject({ status: 'Refused', refusal: 'UnknownSender', replyStatus: 'Written' });
    expect(await sourcesOf(tenant.tenantId, mailboxId)).toHaveLength(0);
    const reply = outboxMails().find((raw) => raw.includes(`To: ${sender}`));
    expect(reply).toBeDefined();
    expect(reply).toMatch(/Subject: =\?UTF-8\?|Subject: Niet verwerkt/);
  });

  it('answers a mail without attachment with the NoAttachment reply in the sender language', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant();
    const sender = `plain-${randomUUID().slice(0, 8)}@supplier.example`;
    await transport().sendMail({
      from: sender,
      to: address,
      subject: 'Only text',
      text: 'No invoice here',
      headers: { 'Content-Language': 'en-GB' },
    });
    const [mail] = await mailsOf(tenant.tenantId, mailboxId);
    expect(mail).toMatchObject({ status: 'Refused', refusal: 'NoAttachment', language: 'en-US' });
    const reply = outboxMails().find((raw) => raw.includes(`To: ${sender}`));
    expect(reply).toContain('Not processed: Only text');
  });

  it('never answers automatic mail', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant();
    const sender = `robot-${randomUUID().slice(0, 8)}@supplier.example`;
    await transport().sendMail({
      from: sender,
      to: address,
      subject: 'Out of office',
      text: 'Away',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    const [mail] = await mailsOf(tenant.tenantId, mailboxId);
    expect(mail).toMatchObject({ status: 'Refused', refusal: 'NoAttachment', replyStatus: 'None' });
    expect(outboxMails().some((raw) => raw.includes(`To: ${sender}`))).toBe(false);
  });

  it('imports an e-invoice XML as a document, its source original type Email and delivery EmailEDI', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant({ SendReplies: false });
    const xml = fs.readFileSync(
      path.join(corpusPath('einvoices'), 'peppol-bis-billing-3/examples/base-example.xml'),
    );
    await transport().sendMail({
      from: 'billing@supplier.example',
      to: address,
      subject: 'E-invoice',
      attachments: [{ filename: 'invoice.xml', content: xml, contentType: 'application/xml' }],
    });
    const [mail] = await mailsOf(tenant.tenantId, mailboxId);
    const [part] = mail.parts;
    expect(part).toMatchObject({ Outcome: 'ElectronicDocument', DocumentId: expect.any(String) });
    const [source] = await sourcesOf(tenant.tenantId, mailboxId);
    expect(source).toMatchObject({ id: part.SourceId, originalType: 'Email', deliveryType: 'EmailEDI' });
    const [document] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .select()
        .from(documents)
        .where(eq(documents.id, part.DocumentId ?? '')),
    );
    expect(document).toMatchObject({ companyId: tenant.companyId, isElectronic: true });
  });

  it('makes the mail text the document when BodyAsDocument is on', async () => {
    const { tenant, address, mailboxId } = await mailboxTenant({ BodyAsDocument: true, SendReplies: false });
    await transport().sendMail({
      from: 'billing@supplier.example',
      to: address,
      subject: 'Invoice in the text',
      text: 'Invoice 99: 12 crates of apples, EUR 120.00',
    });
    const [source] = await sourcesOf(tenant.tenantId, mailboxId);
    expect(source).toMatchObject({ originalType: 'Email', originalFileNames: ['body.pdf'] });
  });
});

async function signedInRaw(tenant: Awaited<ReturnType<typeof buildTenant>>, id: string): Promise<string> {
  const viewer = await tenant.user({ name: 'Viewer', IsAdmin: true });
  const api = await signedInClient(ctx.app, viewer.email);
  const response = await api.get(`/api/EmailInvoice/Raw/${id}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('message/rfc822');
  return response.body;
}
