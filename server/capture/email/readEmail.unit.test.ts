import { emailWithAttachments } from '../../services/import/sampleFiles';
import { readEmail } from './readEmail';

describe('readEmail', () => {
  it('returns sender, subject and the decoded attachments, marking body pictures inline', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 example');
    const logo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const email = await readEmail(
      emailWithAttachments([{ fileName: 'F2024-0042.pdf', contentType: 'application/pdf', bytes: pdf }], {
        inlineLogo: logo,
      }),
    );
    expect(email.senderName).toBe('Kantoorhuis Jansen');
    expect(email.senderEmail).toBe('facturen@kantoorhuis.example');
    expect(email.subject).toBe('Factuur F2024-0042');
    expect(email.attachments.map((a) => [a.fileName, a.inline])).toEqual([
      ['logo.png', true],
      ['F2024-0042.pdf', false],
    ]);
    expect(Buffer.from(email.attachments[1].bytes).equals(Buffer.from(pdf))).toBe(true);
  });
});
