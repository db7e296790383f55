import PostalMime from 'postal-mime';

/** An e-mail as far as import needs it: who sent it, its subject and its attached files. */
export type ReadEmail = {
  senderName: string;
  senderEmail: string;
  subject: string;
  attachments: Array<{ fileName: string; bytes: Uint8Array; inline: boolean }>;
};

function attachmentBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

/** Parses an RFC 822 message; attachments come back decoded, in message order. */
export async function readEmail(bytes: Uint8Array): Promise<ReadEmail> {
  const email = await PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' });
  const from = email.from;
  return {
    senderName: from?.name ?? '',
    senderEmail: from?.address ?? '',
    subject: email.subject ?? '',
    attachments: email.attachments.map((attachment, index) => ({
      fileName: attachment.filename ?? `attachment-${index + 1}`,
      bytes: attachmentBytes(attachment.content),
      // Pictures shown in the body (logos, signatures) are not documents.
      inline: attachment.disposition === 'inline' || attachment.related === true,
    })),
  };
}
