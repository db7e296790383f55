import { setStoredUser } from '../../session/tokenStore';
import {
  activeFilterCount,
  clampWidth,
  loadFilter,
  loadLayout,
  loadPage,
  loadPageSize,
  loadSort,
  moveColumn,
  nextSort,
  overviewRequest,
  saveFilter,
  saveLayout,
  savePage,
  savePageSize,
  saveSort,
  storedOverviewRequest,
  toggleColumn,
} from './overviewState';

describe('overview state kept per customer and user (spec 001 §3, §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    setStoredUser('customer-1', 'user-1');
  });

  it('keeps the filter and page under {type}_Overview_Filter and {type}_Overview_CurrentPage', () => {
    saveFilter('SalesInvoice', { Relation: 'Acme', DocumentNumber: '' });
    savePage('SalesInvoice', 4);
    const keys = Object.keys(localStorage);
    expect(keys.some((key) => key.includes('SalesInvoice_Overview_Filter'))).toBe(true);
    expect(keys.some((key) => key.includes('SalesInvoice_Overview_CurrentPage'))).toBe(true);
    expect(loadFilter('SalesInvoice')).toEqual({ Relation: 'Acme' });
    expect(loadPage('SalesInvoice')).toBe(4);
    expect(loadPage('PurchaseInvoice')).toBe(1);
  });

  it('keeps another user apart', () => {
    saveFilter('PurchaseInvoice', { Relation: 'Acme' });
    setStoredUser('customer-1', 'user-2');
    expect(loadFilter('PurchaseInvoice')).toEqual({});
  });

  it('defaults to document date descending, import date for packing slips', () => {
    expect(loadSort('PurchaseInvoice')).toEqual({ SortName: 'DocumentDate', SortAscending: false });
    expect(loadSort('PackingSlip')).toEqual({ SortName: 'ImportDate', SortAscending: false });
    saveSort('PackingSlip', { SortName: 'RelationName', SortAscending: true });
    expect(loadSort('PackingSlip')).toEqual({ SortName: 'RelationName', SortAscending: true });
    // A packing slip has no amounts: a stored amount sort falls back to the default.
    saveSort('PackingSlip', { SortName: 'GrossAmount', SortAscending: true });
    expect(loadSort('PackingSlip')).toEqual({ SortName: 'ImportDate', SortAscending: false });
  });

  it('flips the direction on the same column; another starts A→Z for text, newest/largest first for dates and amounts', () => {
    const sort = { SortName: 'DocumentDate', SortAscending: false } as const;
    expect(nextSort(sort, 'DocumentDate')).toEqual({ SortName: 'DocumentDate', SortAscending: true });
    expect(nextSort(sort, 'GrossAmount')).toEqual({ SortName: 'GrossAmount', SortAscending: false });
    expect(nextSort(sort, 'RelationName')).toEqual({ SortName: 'RelationName', SortAscending: true });
    expect(nextSort(sort, 'Status')).toEqual({ SortName: 'Status', SortAscending: true });
  });

  it('keeps a page size of 25, 50 or 100 per type and sends it', () => {
    expect(loadPageSize('PurchaseInvoice')).toBe(25);
    savePageSize('PurchaseInvoice', 100);
    expect(loadPageSize('PurchaseInvoice')).toBe(100);
    expect(loadPageSize('SalesInvoice')).toBe(25);
    savePageSize('SalesInvoice', 33);
    expect(loadPageSize('SalesInvoice')).toBe(25);
    expect(storedOverviewRequest('PurchaseInvoice').PageSize).toBe(100);
  });

  it('shows a packing slip only the columns it has, even from a stored choice', () => {
    expect(loadLayout('PackingSlip').columns).not.toContain('GrossAmount');
    expect(loadLayout('PackingSlip').columns).not.toContain('DueDate');
    expect(loadLayout('PackingSlip').columns).toContain('PurchaseOrderNumber');
    saveLayout('PackingSlip', { columns: ['RelationName', 'GrossAmount', 'InvoiceType'], widths: {} });
    expect(loadLayout('PackingSlip').columns).toEqual(['RelationName']);
  });

  it('uses the default column set until the user chooses, dropping unknown names', () => {
    expect(loadLayout('SalesInvoice').columns).not.toContain('LastHistory');
    expect(loadLayout('PurchaseInvoice').columns).toContain('ApprovedBy');
    saveLayout('PurchaseInvoice', { columns: ['RelationName', 'GrossAmount'], widths: { GrossAmount: 140 } });
    expect(loadLayout('PurchaseInvoice')).toEqual({
      columns: ['RelationName', 'GrossAmount'],
      widths: { GrossAmount: 140 },
    });
    localStorage.setItem(
      Object.keys(localStorage).find((key) => key.endsWith('Columns.PurchaseInvoice_Overview')) ?? '',
      JSON.stringify(['Nope', 'DocumentNumber']),
    );
    expect(loadLayout('PurchaseInvoice').columns).toEqual(['DocumentNumber']);
  });

  it('moves, shows and hides columns but never hides the last one', () => {
    expect(moveColumn(['RelationName', 'GrossAmount', 'DueDate'], 'DueDate', -1)).toEqual([
      'RelationName',
      'DueDate',
      'GrossAmount',
    ]);
    expect(moveColumn(['RelationName', 'GrossAmount', 'DueDate'], 'RelationName', 'DueDate')).toEqual([
      'GrossAmount',
      'DueDate',
      'RelationName',
    ]);
    expect(moveColumn(['RelationName'], 'RelationName', -1)).toEqual(['RelationName']);
    expect(toggleColumn(['RelationName'], 'RelationName')).toEqual(['RelationName']);
    expect(toggleColumn(['RelationName'], 'DueDate')).toEqual(['RelationName', 'DueDate']);
    expect(clampWidth(10)).toBe(60);
    expect(clampWidth(5000)).toBe(600);
  });

  it('sends only the fields in use, with page size 25 and the sort', () => {
    const request = overviewRequest('PackingSlip', { Relation: 'Ac', Project: '' }, 3, {
      SortName: 'ImportDate',
      SortAscending: false,
    });
    expect(request).toEqual({
      Relation: 'Ac',
      DocumentType: 'PackingSlip',
      CurrentPage: 3,
      PageSize: 25,
      SortName: 'ImportDate',
      SortAscending: false,
    });
    expect(activeFilterCount({ Relation: 'Ac', Project: '' })).toBe(1);
  });
});
