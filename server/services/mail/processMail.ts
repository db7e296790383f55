import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { EmailPart } from '../../../domain/intake/emailInvoice';
import type { RefusalReason, ReplyLanguage, ReplyStatus, SourcePer } from '../../../domain/intake/enums';
import {
  decidePart,
  looksAutomatic,
  type MailPartFacts,
  type PartDecision,
  partFamily,
  refusalOf,
  replyLanguageOf,
  takesIn,
} from '../../../domain/intake/mailParts';
import type { Tx } from '../../db/client';
import { blobs, companies, emailMessages, mailboxes } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import type { WorkerDeps } from '../../jobs/workers';
import { readUploadedEInvoice, type UploadedEInvoice } from '../import/einvoice/readUpload';
import { renderBodyPdf } from './bodyPdf';
import { findReplyTemplate, readableSize, sendReply } from './mailReply';
import { type MailAttachment, type ParsedMail, parseMail } from './parseMail';
import { earlierPartHashes, type IntakePart, takeInMail } from './takeInMail';

/** The process-mail job: a stored mail read, its parts turned into sources, its sender answered. */
export type ProcessMailJob = { tenantId: string; emailMessageId: string };

type ProcessDeps = WorkerDeps & { jobs: JobQueue };
type MailboxRow = typeof mailboxes.$inferSelect;
type MessageRow = typeof emailMessages.$inferSelect;

async function loadMail(tx: Tx, id: string) {
  const [row] = await tx
    .select({ message: emailMessages, mailbox: mailboxes, company: companies, storageKey: blobs.storageKey })
    .from(emailMessages)
    .innerJoin(mailboxes, eq(mailboxes.id, emailMessages.mailboxId))
    .innerJoin(companies, eq(companies.id, mailboxes.companyId))
    .leftJoin(blobs, eq(blobs.id, emailMessages.rawBlobId))
    .where(eq(emailMessages.id, id));
  return row ?? null;
}

async function updateMessage(deps: ProcessDeps, job: ProcessMailJob, values: Partial<MessageRow>) {
  await deps.database.withTenant(job.tenantId, (tx) =>
    tx
      .update(emailMessages)
      .set(values)
      .where(and(eq(emailMessages.id, job.emailMessageId), eq(emailMessages.status, 'Received'))),
  );
}

/** Whether a part is an e-invoice (UBL/CII XML or a PDF carrying one); XML that is none says so. */
async function eInvoiceOf(attachment: MailAttachment): Promise<UploadedEInvoice | null> {
  const family = partFamily(attachment.fileName, attachment.contentType);
  if (family !== 'xml' && family !== 'pdf') return null;
  return readUploadedEInvoice({ fileName: attachment.fileName, bytes: attachment.bytes }).catch(() => null);
}

type DecidedPart = {
  attachment: MailAttachment;
  decision: PartDecision;
  upload: UploadedEInvoice | null;
  hash: string;
};

async function decideParts(parsed: ParsedMail, mailbox: MailboxRow): Promise<DecidedPart[]> {
  const rules = {
    AcceptPdf: mailbox.acceptPdf,
    AcceptImages: mailbox.acceptImages,
    AcceptEInvoices: mailbox.acceptEInvoices,
  };
  const decided: DecidedPart[] = [];
  for (const attachment of parsed.attachments) {
    const upload = mailbox.acceptEInvoices ? await eInvoiceOf(attachment) : null;
    const facts: MailPartFacts = {
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.bytes.length,
      inline: attachment.inline,
      width: attachment.width,
      height: attachment.height,
      eInvoice: upload !== null,
    };
    const hash = createHash('sha256').update(attachment.bytes).digest('hex');
    decided.push({ attachment, decision: decidePart(facts, rules), upload, hash });
  }
  return decided;
}

const emailPartOf = (part: DecidedPart, index: number, refused: boolean): EmailPart => ({
  Index: index,
  FileName: part.attachment.fileName,
  ContentType: part.attachment.contentType,
  Size: part.attachment.bytes.length,
  Outcome: refused && takesIn(part.decision) ? 'NotAccepted' : part.decision.outcome,
  SourceId: null,
  SourceNumber: null,
  DocumentId: null,
});

function intakeOf(parts: DecidedPart[]): IntakePart[] {
  return parts.flatMap((part, index): IntakePart[] => {
    const { decision, attachment } = part;
    if (decision.outcome === 'ElectronicDocument' && part.upload)
      return [
        {
          index,
          as: 'einvoice',
          fileName: attachment.fileName,
          bytes: attachment.bytes,
          upload: part.upload,
        },
      ];
    if (decision.outcome === 'Source')
      return [
        {
          index,
          as: 'source',
          file: {
            fileName: attachment.fileName,
            bytes: attachment.bytes,
            kind: decision.kind,
            contentType: attachment.contentType,
          },
        },
      ];
    return [];
  });
}

async function replyToSender(
  deps: ProcessDeps,
  job: ProcessMailJob,
  mail: { message: MessageRow; mailbox: MailboxRow; companyName: string; parsed: ParsedMail },
  situation: RefusalReason | 'Received',
  language: ReplyLanguage,
  files: string[],
) {
  const { message, mailbox, parsed } = mail;
  if (!deps.replies || !mailbox.sendReplies) return;
  const to = parsed.fromAddress || message.envelopeFrom;
  const automatic = looksAutomatic({
    autoSubmitted: parsed.autoSubmitted,
    precedence: parsed.precedence,
    envelopeFrom: message.envelopeFrom,
    returnPath: parsed.returnPath,
    from: to,
  });
  if (automatic) return;
  const template = await deps.database.withTenant(job.tenantId, (tx) =>
    findReplyTemplate(tx, mailbox.id, situation, language),
  );
  if (!template) return;
  const replyStatus: ReplyStatus = await sendReply(deps.replies, to, template, {
    SenderName: parsed.fromName || to,
    SenderEmail: to,
    Subject: parsed.subject,
    MailboxAddress: `${mailbox.localPart}@${deps.replies.mailDomain}`,
    CompanyName: mail.companyName,
    ReceivedAt: message.receivedAt.slice(0, 16).replace('T', ' '),
    MaxSize: readableSize(mailbox.maxMessageBytes),
    Files: files.join(', '),
  });
  await deps.database.withTenant(job.tenantId, (tx) =>
    tx.update(emailMessages).set({ replyStatus }).where(eq(emailMessages.id, job.emailMessageId)),
  );
}

/**
 * The process-mail job: reads a stored mail, decides per part what it becomes under the mailbox's
 * rules, refuses it (unknown sender, too large, no attachment, duplicate) or takes it in, and
 * answers the sender. Runs once per mail: a mail no longer Received is left alone.
 */
export async function processMail(deps: ProcessDeps, job: ProcessMailJob): Promise<void> {
  const loaded = await deps.database.withTenant(job.tenantId, (tx) => loadMail(tx, job.emailMessageId));
  if (loaded?.message.status !== 'Received') return;
  const { message, mailbox, company } = loaded;
  let parsed: ParsedMail;
  try {
    if (!loaded.storageKey) throw new Error('the raw mail is missing');
    parsed = await parseMail(await deps.blobs.get(loaded.storageKey));
  } catch (error) {
    await updateMessage(deps, job, {
      status: 'Error',
      errorMessage: error instanceof Error ? error.message : String(error),
      processedAt: new Date().toISOString(),
    });
    return;
  }
  const language = replyLanguageOf(parsed.languages, mailbox.replyLanguage as ReplyLanguage);
  const decided = await decideParts(parsed, mailbox);
  const accepted = decided.filter((part) => takesIn(part.decision));
  const seen = await deps.database.withTenant(job.tenantId, (tx) =>
    earlierPartHashes(
      tx,
      mailbox.id,
      message.id,
      accepted.map((part) => part.hash),
    ),
  );
  const refusal = refusalOf(
    { AllowedSenders: mailbox.allowedSenders, MaxMessageBytes: mailbox.maxMessageBytes },
    {
      sender: parsed.fromAddress || message.envelopeFrom,
      size: message.size,
      decisions: decided.map((part) => part.decision),
      bodyBecomesDocument: mailbox.bodyAsDocument && accepted.length === 0,
      allPartsSeenBefore: accepted.length > 0 && accepted.every((part) => seen.has(part.hash)),
    },
  );
  const companyName = company.displayName || company.name;
  const context = { message, mailbox, companyName, parsed };
  if (refusal) {
    await updateMessage(deps, job, {
      status: 'Refused',
      refusal,
      parts: decided.map((part, index) => emailPartOf(part, index, true)),
      language,
      processedAt: new Date().toISOString(),
    });
    await replyToSender(deps, job, context, refusal, language, []);
    return;
  }
  const parts = decided.map((part, index) => emailPartOf(part, index, false));
  const intake = intakeOf(decided);
  if (intake.length === 0) {
    const bytes = await renderBodyPdf({
      from: parsed.fromName ? `${parsed.fromName} <${parsed.fromAddress}>` : parsed.fromAddress,
      subject: parsed.subject,
      text: parsed.text,
    });
    const index = parts.length;
    parts.push({
      Index: index,
      FileName: 'body.pdf',
      ContentType: 'text/plain',
      Size: parsed.text.length,
      Outcome: 'Source',
      SourceId: null,
      SourceNumber: null,
      DocumentId: null,
    });
    intake.push({
      index,
      as: 'source',
      file: { fileName: 'body.pdf', bytes, kind: 'body', contentType: 'application/pdf' },
    });
  }
  const taken = await takeInMail(deps, {
    tenantId: job.tenantId,
    emailMessageId: message.id,
    mailbox: {
      id: mailbox.id,
      companyId: mailbox.companyId,
      documentType: mailbox.documentType as OverviewDocumentType,
      sourcePer: mailbox.sourcePer as SourcePer,
    },
    senderName: parsed.fromName,
    senderEmail: parsed.fromAddress || message.envelopeFrom,
    subject: parsed.subject,
    language,
    parts,
    intake,
  });
  const files = taken.filter((part) => part.SourceId !== null).map((part) => part.FileName);
  await replyToSender(deps, job, context, 'Received', language, files);
}
