import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Period } from '../../../domain/masterdata/index';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { saveBlob } from '../Documents/download';
import { BookingExportPanel, defaultPeriodOf } from './BookingExportPanel';

vi.mock('../Documents/download', () => ({ saveBlob: vi.fn() }));

const period = (code: string, start: string, end: string): Period =>
  ({ Id: code, CompanyId: 'c1', Code: code, StartDate: start, EndDate: end, IsClosed: false }) as Period;
const periods = [
  period('2024-02', '2024-02-01', '2024-02-29'),
  period('2024-03', '2024-03-01', '2024-03-31'),
  period('2999-01', '2999-01-01', '2999-01-31'),
];

function stub(periodList: Period[], exportAnswer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      calls.push(path);
      if (path.startsWith('/api/Period/GetByCompany/')) return json(200, periodList);
      if (path.startsWith('/api/Erp/BookingExport/')) return exportAnswer();
      return json(200, []);
    }),
  );
  return calls;
}

const csvFile = () =>
  new Response('\uFEFFJournal;EntryNumber\r\n', {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="Bookings A 2024-03.csv"`,
    },
  });

describe('the booking export on the company page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(saveBlob).mockReset();
  });

  it('proposes the latest period that has started', () => {
    expect(defaultPeriodOf(periods, '2024-03-15')).toBe('2024-03');
    expect(defaultPeriodOf(periods, '2000-01-01')).toBe('2999-01');
    expect(defaultPeriodOf([], '2024-03-15')).toBeNull();
  });

  it('downloads the proposed period in the chosen format and saves it under its name', async () => {
    const calls = stub(periods, csvFile);
    renderScreen(<BookingExportPanel companyId="c1" />);
    await waitFor(() => expect(screen.getByTestId('booking-export-period')).toHaveValue('2024-03'));
    await userEvent.click(screen.getByTestId('booking-export-format'));
    // The dropdown's opening transition does not run in jsdom: the option is there, still hidden.
    await userEvent.click(await screen.findByRole('option', { name: 'CSV', hidden: true }));
    await userEvent.click(screen.getByTestId('booking-export-download'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'Bookings A 2024-03.csv'));
    expect(calls).toContain('/api/Erp/BookingExport/c1?period=2024-03&format=csv&locale=en-US');
  });

  it('exports between two dates for a company without periods, and shows a refused date at its field', async () => {
    const calls = stub([], () =>
      json(400, {
        Message: 'Validation_Failed',
        Code: 'Validation_Failed',
        Status: 400,
        Errors: { from: 'Validation_Date_Invalid' },
      }),
    );
    renderScreen(<BookingExportPanel companyId="c1" />);
    const download = await screen.findByTestId('booking-export-download');
    expect(download).toBeDisabled();
    await userEvent.type(screen.getByTestId('booking-export-from'), '2024-03-01');
    await userEvent.type(screen.getByTestId('booking-export-to'), '2024-03-31{Enter}');
    await waitFor(() =>
      expect(calls).toContain(
        '/api/Erp/BookingExport/c1?from=2024-03-01&to=2024-03-31&format=xlsx&locale=en-US',
      ),
    );
    expect(await screen.findByText('Validation_Date_Invalid')).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
