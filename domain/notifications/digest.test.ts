import { buildDigest, type DigestInput, documentLink, mailDate, type WaitingDocument } from './digest';
import { escapeHtml, renderDigestHtml, renderDigestText } from './render';
import { mailLocaleOf } from './texts';

const waiting = (overrides: Partial<WaitingDocument> = {}): WaitingDocument => ({
  id: '11111111-1111-4111-8111-111111111111',
  documentType: 'PurchaseInvoice',
  companyName: 'Bakkerij De Korenaar B.V.',
  documentNumber: 'F2025-001',
  relationName: 'Groothandel Jansen',
  grossAmount: 1234.5,
  currency: 'EUR',
  dueDate: '2025-01-31',
  statusLabel: 'In afwachting',
  ...overrides,
});
const input = (overrides: Partial<DigestInput> = {}): DigestInput => ({
  recipientName: 'Anna',
  locale: 'nl-NL',
  frequencyLabel: 'Dagelijks',
  baseUrl: 'https://ledgerline.example',
  documents: [waiting()],
  total: 1,
  ...overrides,
});

describe('buildDigest', () => {
  it('lists each waiting document with number, relation, amount, due date, status and link in Dutch', () => {
    const digest = buildDigest(input());
    expect(digest.subject).toBe('Er wacht 1 document op u in Ledgerline');
    expect(digest.greeting).toBe('Beste Anna,');
    expect(digest.companies).toEqual([
      {
        name: 'Bakkerij De Korenaar B.V.',
        documents: [
          {
            number: 'F2025-001',
            relation: 'Groothandel Jansen',
            amount: '€ 1.234,50',
            dueDate: '31-01-2025',
            status: 'In afwachting',
            link: 'https://ledgerline.example/purchase-invoice/11111111-1111-4111-8111-111111111111',
            isNew: false,
          },
        ],
      },
    ]);
    expect(digest.footer).toContain('‘Dagelijks’');
  });

  it('writes English for an English user', () => {
    const digest = buildDigest(
      input({ locale: 'en-US', documents: [waiting(), waiting({ id: 'b' })], total: 2 }),
    );
    expect(digest.subject).toBe('2 documents are waiting for you in Ledgerline');
    expect(digest.greeting).toBe('Hello Anna,');
    expect(digest.companies[0].documents[0]).toMatchObject({ amount: '€1,234.50', dueDate: '01/31/2025' });
  });

  it('counts in the subject every waiting document, plural in both languages', () => {
    expect(buildDigest(input({ total: 3 })).subject).toBe('Er wachten 3 documenten op u in Ledgerline');
    expect(buildDigest(input({ locale: 'en-US' })).subject).toBe(
      '1 document is waiting for you in Ledgerline',
    );
  });

  it('groups the documents per company', () => {
    const documents = [
      waiting({ id: 'a', companyName: 'A' }),
      waiting({ id: 'b', companyName: 'B' }),
      waiting({ id: 'c', companyName: 'A' }),
    ];
    const digest = buildDigest(input({ documents, total: 3 }));
    expect(digest.companies.map((company) => [company.name, company.documents.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });

  it('counts what it does not list', () => {
    expect(buildDigest(input({ total: 13 })).more).toBe('en nog 12 documenten');
    expect(buildDigest(input({ total: 2 })).more).toBe('en nog 1 document');
    expect(buildDigest(input({ total: 13, locale: 'en-US' })).more).toBe('and 12 more');
    expect(buildDigest(input()).more).toBeNull();
  });

  it('names the arrived document in a Direct mail’s subject and marks it in the list', () => {
    const arrived = waiting();
    const digest = buildDigest(input({ arrived }));
    expect(digest.subject).toBe('Nieuw in Ledgerline: inkoopfactuur F2025-001 van Groothandel Jansen');
    expect(digest.intro[0]).toContain('inkoopfactuur F2025-001 van Groothandel Jansen');
    expect(digest.companies[0].documents[0].isNew).toBe(true);
    const english = buildDigest(
      input({ locale: 'en-US', arrived: waiting({ documentType: 'SalesInvoice' }) }),
    );
    expect(english.subject).toBe('New in Ledgerline: sales invoice F2025-001 from Groothandel Jansen');
  });

  it('keeps a subject on one line whatever the relation is called', () => {
    const arrived = waiting({ relationName: 'Evil\r\nBcc: victim@example.com' });
    expect(buildDigest(input({ arrived })).subject).not.toMatch(/[\r\n]/);
  });

  it('shows a document without number or due date', () => {
    const line = buildDigest(input({ documents: [waiting({ documentNumber: '', dueDate: null })] }))
      .companies[0].documents[0];
    expect(line).toMatchObject({ number: '(zonder nummer)', dueDate: '' });
  });
});

describe('mail helpers', () => {
  it('links each type to its own detail page', () => {
    expect(documentLink('http://h', { id: 'x', documentType: 'SalesInvoice' })).toBe(
      'http://h/sales-invoice/x',
    );
    expect(documentLink('http://h', { id: 'x', documentType: 'PackingSlip' })).toBe(
      'http://h/packing-slip/x',
    );
  });

  it('formats dates as the app does', () => {
    expect(mailDate('2025-03-09', 'nl-NL')).toBe('09-03-2025');
    expect(mailDate('2025-03-09', 'en-US')).toBe('03/09/2025');
  });

  it('writes English only for English locales', () => {
    expect(['en-US', 'en-GB', 'nl-NL', 'aa-ER'].map(mailLocaleOf)).toEqual([
      'en-US',
      'en-US',
      'nl-NL',
      'nl-NL',
    ]);
  });
});

describe('rendering', () => {
  const hostile = waiting({
    relationName: '<script>alert("x")</script> & Zn',
    companyName: 'A&B <Holding>',
    documentNumber: `"><img src=x onerror='y'>`,
  });

  it('escapes every text in the HTML body', () => {
    const html = renderDigestHtml(buildDigest(input({ documents: [hostile], recipientName: '<b>Anna</b>' })));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Anna');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Zn');
    expect(html).toContain('A&amp;B &lt;Holding&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=&#39;y&#39;&gt;');
  });

  it('links each document in the HTML body', () => {
    const html = renderDigestHtml(buildDigest(input()));
    expect(html).toContain(
      '<a href="https://ledgerline.example/purchase-invoice/11111111-1111-4111-8111-111111111111">F2025-001</a>',
    );
    expect(html).toContain('<html lang="nl">');
  });

  it('writes the plain-text body with one line and link per document', () => {
    const text = renderDigestText(buildDigest(input({ arrived: waiting() })));
    expect(text).toContain('Beste Anna,');
    expect(text).toContain(
      'Bakkerij De Korenaar B.V.\n- F2025-001 · Groothandel Jansen · € 1.234,50 · 31-01-2025 · In afwachting (nieuw)',
    );
    expect(text).toContain(
      '  https://ledgerline.example/purchase-invoice/11111111-1111-4111-8111-111111111111',
    );
    expect(text).toContain('Naar Ledgerline: https://ledgerline.example/');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
