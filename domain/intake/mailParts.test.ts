import {
  decidePart,
  looksAutomatic,
  type MailPartFacts,
  refusalOf,
  replyLanguageOf,
  senderAllowed,
} from './mailParts';

const all = { AcceptPdf: true, AcceptImages: true, AcceptEInvoices: true };
const part = (facts: Partial<MailPartFacts>): MailPartFacts => ({
  fileName: 'file',
  contentType: 'application/octet-stream',
  size: 50_000,
  inline: false,
  eInvoice: false,
  ...facts,
});
const pdf = part({ fileName: 'invoice.pdf', contentType: 'application/pdf' });
const photo = part({ fileName: 'scan.jpg', contentType: 'image/jpeg', width: 1200, height: 1600 });

describe('what a mail part becomes', () => {
  it('takes PDFs and images in as sources', () => {
    expect(decidePart(pdf, all)).toEqual({ outcome: 'Source', kind: 'pdf' });
    expect(decidePart(photo, all)).toEqual({ outcome: 'Source', kind: 'image' });
    expect(decidePart(part({ fileName: 'x.TIF', contentType: '' }), all)).toEqual({
      outcome: 'Source',
      kind: 'image',
    });
  });

  it('imports e-invoice XML and Factur-X PDFs as electronic documents when accepted', () => {
    const xml = part({ fileName: 'invoice.xml', contentType: 'application/xml', eInvoice: true });
    const facturX = { ...pdf, eInvoice: true };
    expect(decidePart(xml, all)).toEqual({ outcome: 'ElectronicDocument' });
    expect(decidePart(facturX, all)).toEqual({ outcome: 'ElectronicDocument' });
    const noEInvoices = { ...all, AcceptEInvoices: false };
    expect(decidePart(xml, noEInvoices)).toEqual({ outcome: 'NotAccepted' });
    expect(decidePart(facturX, noEInvoices)).toEqual({ outcome: 'Source', kind: 'pdf' });
  });

  it('ignores inline images and tiny images as signatures', () => {
    expect(decidePart({ ...photo, inline: true }, all)).toEqual({ outcome: 'IgnoredInline' });
    expect(decidePart({ ...photo, size: 9_000 }, all)).toEqual({ outcome: 'IgnoredSignature' });
    expect(decidePart({ ...photo, width: 150, height: 60 }, all)).toEqual({ outcome: 'IgnoredSignature' });
    expect(decidePart({ ...photo, width: 150, height: 600 }, all)).toEqual({
      outcome: 'Source',
      kind: 'image',
    });
  });

  it('refuses types the mailbox does not accept and ignores other types', () => {
    expect(decidePart(pdf, { ...all, AcceptPdf: false })).toEqual({ outcome: 'NotAccepted' });
    expect(decidePart(photo, { ...all, AcceptImages: false })).toEqual({ outcome: 'NotAccepted' });
    expect(decidePart(part({ fileName: 'notes.docx' }), all)).toEqual({ outcome: 'IgnoredType' });
    expect(decidePart(part({ fileName: 'data.xml', contentType: 'text/xml' }), all)).toEqual({
      outcome: 'IgnoredType',
    });
  });
});

describe('allowed senders', () => {
  it('allows everyone with an empty list, else addresses and domains in any case', () => {
    expect(senderAllowed('a@b.nl', [])).toBe(true);
    expect(senderAllowed('Piet@Supplier.NL', ['piet@supplier.nl'])).toBe(true);
    expect(senderAllowed('anyone@supplier.nl', ['@SUPPLIER.nl'])).toBe(true);
    expect(senderAllowed('anyone@evil-supplier.nl', ['@supplier.nl'])).toBe(false);
    expect(senderAllowed('other@supplier.nl', ['piet@supplier.nl'])).toBe(false);
  });
});

describe('refusals in order', () => {
  const mailbox = { AllowedSenders: ['@supplier.nl'], MaxMessageBytes: 1000 };
  const mail = {
    sender: 'a@supplier.nl',
    size: 500,
    decisions: [{ outcome: 'Source', kind: 'pdf' } as const],
    bodyBecomesDocument: false,
    allPartsSeenBefore: false,
  };
  it('checks sender, size, attachments and duplicates in that order', () => {
    expect(refusalOf(mailbox, mail)).toBeNull();
    expect(refusalOf(mailbox, { ...mail, sender: 'x@other.nl', size: 5000 })).toBe('UnknownSender');
    expect(refusalOf(mailbox, { ...mail, size: 5000, decisions: [] })).toBe('TooLarge');
    expect(
      refusalOf(mailbox, { ...mail, decisions: [{ outcome: 'IgnoredSignature' }], allPartsSeenBefore: true }),
    ).toBe('NoAttachment');
    expect(refusalOf(mailbox, { ...mail, decisions: [], bodyBecomesDocument: true })).toBeNull();
    expect(refusalOf(mailbox, { ...mail, allPartsSeenBefore: true })).toBe('Duplicate');
  });
});

describe('reply language and automatic mail', () => {
  it('answers Dutch to nl*, English to other languages, the mailbox language without one', () => {
    expect(replyLanguageOf(['nl-BE'], 'en-US')).toBe('nl-NL');
    expect(replyLanguageOf(['de-DE, nl;q=0.5'], 'nl-NL')).toBe('en-US');
    expect(replyLanguageOf([], 'nl-NL')).toBe('nl-NL');
  });

  it('tells bounces, auto-replies, lists and no-reply senders', () => {
    const person = {
      autoSubmitted: '',
      precedence: '',
      envelopeFrom: 'a@b.nl',
      returnPath: null,
      from: 'a@b.nl',
    };
    expect(looksAutomatic(person)).toBe(false);
    expect(looksAutomatic({ ...person, autoSubmitted: 'no' })).toBe(false);
    expect(looksAutomatic({ ...person, autoSubmitted: 'auto-replied' })).toBe(true);
    expect(looksAutomatic({ ...person, precedence: 'Bulk' })).toBe(true);
    expect(looksAutomatic({ ...person, envelopeFrom: '' })).toBe(true);
    expect(looksAutomatic({ ...person, returnPath: '<>' })).toBe(true);
    expect(looksAutomatic({ ...person, from: 'MAILER-DAEMON@b.nl' })).toBe(true);
    expect(looksAutomatic({ ...person, from: 'no-reply@b.nl' })).toBe(true);
    expect(looksAutomatic({ ...person, from: 'noreply+x@b.nl' })).toBe(true);
  });
});
