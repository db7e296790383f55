import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/apiError';
import { exportOverview } from '../../api/documents';
import { renderWithProviders } from '../../test/render';
import { saveBlob } from './download';
import { ExportButton } from './ExportButton';

vi.mock('../../api/documents', () => ({ exportOverview: vi.fn() }));
vi.mock('./download', () => ({ saveBlob: vi.fn() }));

const exporting = vi.mocked(exportOverview);
const request = { DocumentType: 'PurchaseInvoice' as const, CurrentPage: 3, PageSize: 25, Relation: 'acme' };

function renderButton() {
  renderWithProviders(
    <ExportButton request={request} columns={['RelationName', 'GrossAmount']} disabled={false} />,
  );
}

describe('export to Excel', () => {
  beforeEach(() => {
    exporting.mockReset();
    vi.mocked(saveBlob).mockReset();
  });

  it('exports the filter in the visible columns and saves the file under its name, showing progress meanwhile', async () => {
    let finish: (value: { blob: Blob; fileName: string }) => void = () => {};
    exporting.mockImplementation((_body, onProgress) => {
      onProgress?.(2_500_000);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderButton();
    await userEvent.click(screen.getByTestId('export-overview'));
    expect(exporting).toHaveBeenCalledWith(
      { ...request, Columns: ['RelationName', 'GrossAmount'], Locale: 'en-US' },
      expect.any(Function),
    );
    expect(await screen.findByTestId('export-progress')).toHaveTextContent('Export_Progress');
    const blob = new Blob(['x']);
    finish({ blob, fileName: 'Purchase invoices 2026-03-01.xlsx' });
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'Purchase invoices 2026-03-01.xlsx'));
    expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument();
  });

  it('starts from the keyboard with Ctrl+Shift+E', async () => {
    exporting.mockResolvedValue({ blob: new Blob(['x']), fileName: 'a.xlsx' });
    renderButton();
    expect(screen.getByTestId('export-overview')).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+E');
    await userEvent.keyboard('{Control>}{Shift>}E{/Shift}{/Control}');
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  });

  it('says why a refused export failed, and that a broken one failed', async () => {
    exporting.mockRejectedValueOnce(new ApiError(400, 'Export_Too_Many_Documents%%100000'));
    renderButton();
    await userEvent.click(screen.getByTestId('export-overview'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export_Too_Many_Documents');
    exporting.mockRejectedValueOnce(new ApiError(null, 'network'));
    await userEvent.click(screen.getByTestId('export-overview'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Export_Failed'));
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
