import { buildApp } from './app';
import { closeEInvoiceValidation } from './capture/einvoice-validation/index';
import { serverPages } from './capture/pages/pages-thread';
import { serverRecognition } from './capture/recognition/index';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { DemoLogins, DemoPassword, seedDemoIfEmpty } from './db/seed/demo';
import { listDemoMailboxes } from './db/seed/demoMailboxes';
import { mailTargetOf } from './integrations/mail/mailSender';

/** Starts Ledgerline: migrations, the demo environment on an empty database, then the server. */
async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const seeded = config.demo ? await seedDemoIfEmpty(database) : false;
  const app = await buildApp({
    config,
    database,
    logger: process.env.LEDGERLINE_LOG === '1',
    jobQueue: {},
    scanFolders: true,
    smtp: config.smtpPort === -1 ? undefined : { port: config.smtpPort, host: config.smtpHost },
    // Reading a file never holds up the server's own thread.
    recognize: serverRecognition.recognize,
    // Nor does drawing a page for intake or the viewer.
    pages: serverPages,
  });
  await app.listen({ host: config.host, port: config.port });

  const url = `http://${config.host}:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  process.stdout.write(`\nLedgerline is running at ${url}  (${where})\n`);
  process.stdout.write(`Outgoing mail: ${mailTargetOf(config)}\n`);
  if (app.intake.smtpPort !== null)
    process.stdout.write(`Mail intake: smtp://${config.smtpHost}:${app.intake.smtpPort}\n`);
  if (config.demo) {
    process.stdout.write(
      `${seeded ? 'Demo environment created. ' : ''}Demo logins (password "${DemoPassword}"):\n`,
    );
    for (const login of DemoLogins) process.stdout.write(`  ${login.email.padEnd(22)} ${login.role}\n`);
    if (app.intake.smtpPort !== null) {
      process.stdout.write('Demo mailboxes:\n');
      const demoMailboxes = await listDemoMailboxes(database);
      const address = (localPart: string) => `${localPart}@${config.mailDomain}`;
      const width = Math.max(0, ...demoMailboxes.map((mailbox) => address(mailbox.localPart).length));
      for (const mailbox of demoMailboxes)
        process.stdout.write(`  ${address(mailbox.localPart).padEnd(width)}  ${mailbox.description}\n`);
    }
  }
  process.stdout.write('\n');

  const stop = async () => {
    await app.close();
    // After the app: a validation still answering a request finishes on its worker thread first.
    await closeEInvoiceValidation();
    // A reading in progress is dropped: its document stays Pending and is read again after the restart.
    await serverRecognition.close();
    // Pages being drawn are drawn again after the restart (their jobs are retried).
    await serverPages.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Ledgerline could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
