import { parseMail } from './parseMail';

const mailWith = (disposition: string) =>
  new TextEncoder().encode(
    [
      'From: supplier@example.com',
      'To: demo-foods.purchase@ledgerline.localhost',
      'Subject: Invoice',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'See attached.',
      '--b',
      'Content-Type: application/pdf',
      `Content-Disposition: ${disposition}`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4').toString('base64'),
      '--b--',
      '',
    ].join('\r\n'),
  );

describe('the attachments of a received mail', () => {
  it('are named as sent, a NUL or other control character made visible', async () => {
    const mail = await parseMail(mailWith("attachment; filename*=utf-8''factuur%00%01mei.pdf"));
    expect(mail.attachments.map((attachment) => attachment.fileName)).toEqual(['factuur__mei.pdf']);
  });

  it('are named by their place when they come without a name', async () => {
    const mail = await parseMail(mailWith('attachment'));
    expect(mail.attachments.map((attachment) => attachment.fileName)).toEqual(['attachment-1']);
  });
});
