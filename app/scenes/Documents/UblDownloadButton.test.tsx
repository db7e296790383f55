import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentDetail } from '../../../domain/documents';
import { renderScreen } from '../../test/shell-render';
import { saveBlob } from './download';
import { offersUbl, UblDownloadButton } from './UblDownloadButton';

vi.mock('./download', () => ({ saveBlob: vi.fn() }));

const detail = (document: Partial<DocumentDetail['Document']>, lines = 1) =>
  ({
    Document: {
      Id: 'd1',
      DocumentType: 'PurchaseInvoice',
      IsPosted: false,
      CodingStatus: 'Valid',
      ...document,
    },
    InvoiceLines: Array.from({ length: lines }, (_, index) => ({ Id: `l${index}` })),
  }) as unknown as DocumentDetail;

describe('the UBL download on the document page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered for coded or posted invoices with coding lines only', () => {
    expect(offersUbl(detail({}))).toBe(true);
    expect(offersUbl(detail({ CodingStatus: 'Invalid', IsPosted: true }))).toBe(true);
    expect(offersUbl(detail({ CodingStatus: 'Invalid' }))).toBe(false);
    expect(offersUbl(detail({}, 0))).toBe(false);
    expect(offersUbl(detail({ DocumentType: 'PackingSlip' }))).toBe(false);
  });

  it('saves the UBL under the name the server gives it', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response('<Invoice/>', {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'content-disposition': `attachment; filename="F-42.xml"; filename*=UTF-8''F-42.xml`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderScreen(<UblDownloadButton detail={detail({ IsPosted: true })} />);
    await userEvent.click(await screen.findByTestId('download-ubl'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'F-42.xml'));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/Document/GetUbl/d1');
  });
});
