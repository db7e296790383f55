import { ReplyLanguages, ReplySituations } from './enums';
import { defaultReplyTemplates, ReplyPlaceholders, type ReplyValues, renderReply } from './replyTemplate';

const values: ReplyValues = {
  SenderName: 'Piet',
  SenderEmail: 'piet@supplier.nl',
  Subject: 'Factuur\r\nBcc: evil@x.nl',
  MailboxAddress: 'demo.purchase@ledgerline.localhost',
  CompanyName: 'Demo Foods',
  ReceivedAt: '2024-05-01 10:00',
  MaxSize: '25 MB',
  Files: 'a.pdf, b.pdf',
};

describe('rendering a reply', () => {
  it('fills every placeholder and leaves unknown ones as written', () => {
    const rendered = renderReply(
      { Subject: 'Re: {Subject}', Body: '{SenderName} <{SenderEmail}> {Files} {MaxSize} {Unknown}' },
      values,
    );
    expect(rendered.Body).toBe('Piet <piet@supplier.nl> a.pdf, b.pdf 25 MB {Unknown}');
  });

  it('keeps the subject on one line', () => {
    expect(renderReply({ Subject: 'Re: {Subject}', Body: '' }, values).Subject).toBe(
      'Re: Factuur Bcc: evil@x.nl',
    );
  });
});

describe('default reply templates', () => {
  it('cover every situation in both languages with known placeholders only', () => {
    const templates = defaultReplyTemplates();
    expect(templates).toHaveLength(ReplySituations.length * ReplyLanguages.length);
    for (const template of templates) {
      const used = [...`${template.Subject} ${template.Body}`.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]);
      for (const name of used) expect(ReplyPlaceholders).toContain(name);
    }
  });
});
