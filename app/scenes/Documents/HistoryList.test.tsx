import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import type { HistoryEntry } from '../../../domain/documents';
import { loadDiskLocales } from '../../i18n/coverage/diskLocales';
import { renderWithProviders } from '../../test/render';
import { HistoryList } from './HistoryList';

const entry = (Id: string, Action: string, Status: HistoryEntry['Status'], Remark = ''): HistoryEntry => ({
  Id,
  DocumentId: 'd1',
  Date: '2026-05-01T10:00:00Z',
  UserId: 'u1',
  UserName: 'Anna de Vries',
  Action,
  Status,
  Remark,
});

describe('the history list', () => {
  it('tells who did what, with the remark and the status change from → to', async () => {
    const { 'nl-NL': dutch } = await loadDiskLocales();
    renderWithProviders(
      <HistoryList
        entries={[
          entry('h3', 'AddRemark', 'Signed_Off', 'Graag voor vrijdag betalen'),
          entry('h2', 'Approve', 'Signed_Off'),
          entry('h1', 'Route', 'Pending'),
        ]}
      />,
      { i18n: dutch },
    );
    const [remark, approval] = screen.getAllByTestId('history-entry');
    expect(approval).toHaveTextContent('Goedkeuren');
    expect(approval).toHaveTextContent('Anna de Vries');
    expect(approval).toHaveTextContent(
      `${dutch.t('Document_Status_Pending')} → ${dutch.t('Document_Status_Signed_Off')}`,
    );
    expect(remark).toHaveTextContent('Graag voor vrijdag betalen');
    expect(remark).not.toHaveTextContent('→');
  });
});
