import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { BlobStore } from '../../blobs/blobStore';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/jobs';
import {
  findMailbox,
  type MailboxTarget,
  receiveMail,
  requeueReceivedMail,
} from '../../services/mail/receiveMail';

export type SmtpReceiverDeps = {
  database: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  config: Pick<Config, 'mailDomain' | 'smtpMaxBytes'>;
  /** Queue mail still waiting from before a restart (the durable queue only). */
  requeue?: boolean;
  log?: (message: string, error: unknown) => void;
};

export type SmtpReceiver = { port: number; close(): Promise<void> };

/** An SMTP answer with its code: 550 refuses for good, 451 asks the sending server to try later. */
function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

function collect(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * Starts the built-in SMTP receiver of the mailboxes: plain SMTP without authentication, mail taken
 * only for active mailboxes of MAIL_DOMAIN (550 at RCPT TO otherwise), at most SMTP_MAX_BYTES (552).
 * It answers 250 only once the mail is committed, and 451 when it could not be stored.
 */
export async function startSmtpReceiver(
  deps: SmtpReceiverDeps,
  listen: { host?: string; port: number },
): Promise<SmtpReceiver> {
  const log = deps.log ?? (() => undefined);
  const targets = new Map<string, MailboxTarget[]>();
  const targetsOf = (session: SMTPServerSession) => {
    let list = targets.get(session.id);
    if (!list) {
      list = [];
      targets.set(session.id, list);
    }
    return list;
  };
  const server = new SMTPServer({
    banner: 'Ledgerline mail intake',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: deps.config.smtpMaxBytes,
    logger: false,
    onMailFrom(_address, session, callback) {
      // A new transaction on the same connection starts with no recipients.
      targets.set(session.id, []);
      callback();
    },
    onRcptTo(address, session, callback) {
      findMailbox(deps.database, deps.config.mailDomain, address.address).then(
        (mailbox) => {
          if (!mailbox) return callback(smtpError(550, '5.1.1 mailbox unknown'));
          const list = targetsOf(session);
          if (!list.some((target) => target.id === mailbox.id)) list.push(mailbox);
          callback();
        },
        (error: unknown) => {
          log('SMTP recipient lookup failed', error);
          callback(smtpError(451, '4.3.0 temporary failure, try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      collect(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) return callback(smtpError(552, '5.3.4 message too large'));
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          await receiveMail(
            deps,
            { raw, envelopeFrom, targets: targetsOf(session), mailDomain: deps.config.mailDomain },
            log,
          );
          callback(null, 'Message accepted');
        })
        .catch((error: unknown) => {
          log('SMTP mail could not be stored', error);
          callback(smtpError(451, '4.3.0 could not store the message, try again later'));
        });
    },
    onClose(session) {
      targets.delete(session.id);
    },
  });
  server.on('error', (error) => log('SMTP receiver error', error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(listen.port, listen.host ?? '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const bound = server.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : listen.port;
  if (deps.requeue)
    await requeueReceivedMail(deps.database, deps.jobs).catch((error: unknown) =>
      log('requeue of received mail failed', error),
    );
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
