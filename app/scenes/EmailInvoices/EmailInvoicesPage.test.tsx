import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailInvoice } from '../../../domain/intake/emailInvoice';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { EmailInvoiceDetailPage } from './EmailInvoiceDetailPage';
import { EmailInvoicesPage } from './EmailInvoicesPage';

const mailbox = {
  Id: 'm1',
  CompanyId: 'c1',
  Address: 'demo-foods.inkoop@ledgerline.localhost',
  IsActive: true,
};

const refused: EmailInvoice = {
  Id: 'e1',
  MailboxId: 'm1',
  MailboxAddress: mailbox.Address,
  CompanyId: 'c1',
  DocumentType: 'PurchaseInvoice',
  FromAddress: 'jan@leverancier.nl',
  FromName: 'Jan Leverancier',
  ToAddress: mailbox.Address,
  Subject: 'Factuur 2026-0012',
  Size: 2048,
  Status: 'Processed',
  Refusal: '',
  ErrorMessage: '',
  ReplyStatus: 'Written',
  Parts: [
    {
      Index: 0,
      FileName: 'factuur.pdf',
      ContentType: 'application/pdf',
      Size: 1500,
      Outcome: 'Source',
      SourceId: 's1',
      SourceNumber: 41,
      DocumentId: null,
    },
    {
      Index: 1,
      FileName: 'factuur.xml',
      ContentType: 'application/xml',
      Size: 400,
      Outcome: 'ElectronicDocument',
      SourceId: null,
      SourceNumber: null,
      DocumentId: 'd1',
    },
    {
      Index: 2,
      FileName: 'logo.png',
      ContentType: 'image/png',
      Size: 90,
      Outcome: 'IgnoredSignature',
      SourceId: null,
      SourceNumber: null,
      DocumentId: null,
    },
  ],
  ReceivedAt: '2026-05-01T10:00:00.000Z',
  ProcessedAt: '2026-05-01T10:00:02.000Z',
};

/** Answers companies, mailboxes and the mail list (`mails`); records every path asked for. */
function stubApi(mails: EmailInvoice[]) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      paths.push(path);
      if (path.startsWith('/api/company'))
        return json(200, [{ Id: 'c1', Name: 'Demo Foods', IsDeleted: false }]);
      if (path.startsWith('/api/Mailbox')) return json(200, [mailbox]);
      if (path === '/api/EmailInvoice/e1') return json(200, refused);
      if (path.startsWith('/api/EmailInvoice?')) return json(200, { Items: mails, TotalCount: mails.length });
      return json(404, { Message: 'Email_Invoice_Not_Found', Status: 404 });
    }),
  );
  return paths;
}

describe('the e-mail invoices list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains how mail arrives, with the addresses to send it to, while none has', async () => {
    stubApi([]);
    renderScreen(<EmailInvoicesPage />, { path: '/email-invoices', route: '/email-invoices' });
    const empty = await screen.findByTestId('email-invoices-empty');
    await waitFor(() => expect(empty).toHaveTextContent('demo-foods.inkoop@ledgerline.localhost'));
    expect(empty).toHaveTextContent('Email_Invoices_How_Mail_Arrives');
  });

  it('shows each mail with its sender, status and parts, and asks the server for the first page', async () => {
    const paths = stubApi([refused]);
    renderScreen(<EmailInvoicesPage />, { path: '/email-invoices', route: '/email-invoices' });
    expect(await screen.findByText('Jan Leverancier')).toBeInTheDocument();
    expect(screen.getByText('Factuur 2026-0012')).toBeInTheDocument();
    expect(screen.getByTestId('email-status')).toHaveTextContent('Email_Status_Processed');
    expect(paths).toContain('/api/EmailInvoice?currentPage=1&pageSize=25');
  });

  it('filters by status from the first page', async () => {
    const paths = stubApi([refused]);
    renderScreen(<EmailInvoicesPage />, { path: '/email-invoices', route: '/email-invoices' });
    await screen.findByText('Jan Leverancier');
    await userEvent.click(screen.getByTestId('email-status-filter'));
    await userEvent.click(await screen.findByRole('option', { name: /Email_Status_Refused/, hidden: true }));
    await waitFor(() =>
      expect(paths).toContain('/api/EmailInvoice?status=Refused&currentPage=1&pageSize=25'),
    );
  });
});

describe('one received mail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what each part became, linked to its source or document', async () => {
    stubApi([]);
    renderScreen(<EmailInvoiceDetailPage />, { path: '/email-invoices/e1', route: '/email-invoices/:id' });
    const parts = await screen.findAllByTestId('email-part');
    expect(parts).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Part_Outcome_Source 41/ })).toHaveAttribute(
      'href',
      '/source-overview/s1',
    );
    expect(screen.getByRole('link', { name: /Part_Outcome_ElectronicDocument/ })).toHaveAttribute(
      'href',
      '/purchase-invoice/d1',
    );
    expect(parts[2]).toHaveTextContent('Part_Outcome_IgnoredSignature');
    expect(parts[2]?.querySelector('a')).toBeNull();
    expect(screen.getByText('Jan Leverancier <jan@leverancier.nl>')).toBeInTheDocument();
  });

  it('says so when the address names no mail', async () => {
    stubApi([]);
    renderScreen(<EmailInvoiceDetailPage />, { path: '/email-invoices/x', route: '/email-invoices/:id' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Email_Invoice_Not_Found');
  });
});
