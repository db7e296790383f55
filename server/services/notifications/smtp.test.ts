import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../config';
import { users } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { mailSenderFor } from '../../integrations/mail/mailSender';
import { buildTenant, startTestApp } from '../../test/harness';
import type { NotificationDeps } from './deps';
import { sendDueDigests } from './sendDueDigests';
import { parseMail, type ReadMail } from './testMail';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A tiny SMTP server on a free port that keeps what it receives, refusing recipients while `refuse` is set. */
async function startSmtp() {
  const received: Array<ReadMail & { envelopeTo: string[] }> = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parseMail(Buffer.concat(chunks)).then((mail) => {
          received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((to) => to.address) });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const smtp = await startSmtp();
afterAll(() => smtp.close());

function smtpDeps(): NotificationDeps {
  const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Crediteuren <ap@bakkerij.example>' });
  return {
    database: ctx.database,
    mail: mailSenderFor(config),
    localesDir: config.localesDir,
    publicUrl: 'https://l.test',
  };
}

// 5 January 2099 is a Monday, far from any other test app's clock.
const mondayMorning = new Date(2099, 0, 5, 7, 5);

describe('digests through SMTP', () => {
  it('delivers the digest to the mail server of SMTP_URL with MAIL_FROM as sender', async () => {
    const tenant = await buildTenant(ctx.database, 'Smtp');
    const hans = await tenant.user({ name: 'Hans' });
    await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      currentUserId: hans.id,
      documentNumber: 'SMTP-1',
    });
    expect(await sendDueDigests(smtpDeps(), { now: mondayMorning, tenantIds: [tenant.tenantId] })).toBe(1);
    const mail = smtp.received.find((message) => message.envelopeTo.includes(hans.email.toLowerCase()));
    expect(mail).toMatchObject({
      from: 'ap@bakkerij.example',
      subject: 'Er wacht 1 document op u in Ledgerline',
    });
    expect(mail?.text).toContain('SMTP-1');
  });

  it('takes the record back when the mail server refuses, so the next run sends it', async () => {
    const tenant = await buildTenant(ctx.database, 'Refused');
    const ines = await tenant.user({ name: 'Ines' });
    await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      currentUserId: ines.id,
      documentNumber: 'SMTP-2',
    });
    const run = () => sendDueDigests(smtpDeps(), { now: mondayMorning, tenantIds: [tenant.tenantId] });
    smtp.state.refuse = true;
    try {
      expect(await run()).toBe(0);
    } finally {
      smtp.state.refuse = false;
    }
    const [row] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select({ at: users.lastNotification }).from(users).where(eq(users.id, ines.id)),
    );
    expect(row.at).toBeNull();
    expect(await run()).toBe(1);
    expect(smtp.received.some((message) => message.envelopeTo.includes(ines.email.toLowerCase()))).toBe(true);
  });
});
