import { fireEvent, screen, within } from '@testing-library/react';
import { InvoiceType } from '../../../domain/einvoice/types';
import { createTestI18n, renderWithProviders } from '../../test/render';
import { EInvoicePreview } from './EInvoicePreview';
import { longInvoice, onePageInvoice } from './fixtures';

const i18n = () => createTestI18n('en-US', { EInvoice_Page_Of: 'Page {{page}} of {{total}}' });
const visiblePages = () => screen.getAllByTestId('einvoice-page').filter((page) => !page.hidden);

describe('EInvoicePreview', () => {
  it("shows 'No_image_found' when there is no data", () => {
    renderWithProviders(<EInvoicePreview invoice={null} />);
    expect(screen.getByTestId('einvoice-no-data')).toHaveTextContent('No_image_found');
    expect(screen.queryByTestId('einvoice-page')).not.toBeInTheDocument();
  });

  it('shows the title block: document type, supplier, invoice and order number, invoice and due date', () => {
    renderWithProviders(<EInvoicePreview invoice={onePageInvoice()} />, { i18n: i18n() });
    expect(screen.getByTestId('einvoice-document-type')).toHaveTextContent('EInvoice_Invoice');
    expect(screen.getByTestId('einvoice-supplier-name')).toHaveTextContent('SupplierOfficialName Ltd');
    expect(screen.getByTestId('EInvoice_Invoice_Number')).toHaveTextContent('Snippet1');
    expect(screen.getByTestId('EInvoice_Order_Number')).toHaveTextContent('PO-4711');
    expect(screen.getByTestId('EInvoice_Invoice_Date')).toHaveTextContent('11/13/2017');
    expect(screen.getByTestId('EInvoice_Due_Date')).toHaveTextContent('12/01/2017');
  });

  it('calls a credit invoice a credit note', () => {
    const invoice = { ...onePageInvoice(), InvoiceType: InvoiceType.Credit_Invoice };
    renderWithProviders(<EInvoicePreview invoice={invoice} />);
    expect(screen.getByTestId('einvoice-document-type')).toHaveTextContent('EInvoice_Credit_Note');
  });

  it('formats lines: quantity up to 3 decimals, unit price 3, tax % 2, amount 2', () => {
    const invoice = onePageInvoice();
    invoice.Lines[0] = {
      ...invoice.Lines[0],
      Quantity: 2.125,
      PriceAmount: 12.5,
      LineExtensionAmount: 26.5625,
    };
    renderWithProviders(<EInvoicePreview invoice={invoice} />, { i18n: i18n() });
    const [first] = screen.getAllByTestId('einvoice-line');
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['2.125 DAY', '12.500', '25.00%', '26.56']);
  });

  it('shows delivery address, contact, note, totals, tax breakdown, payment, seller and buyer', () => {
    renderWithProviders(<EInvoicePreview invoice={onePageInvoice()} />, { i18n: i18n() });
    expect(screen.getByTestId('einvoice-delivery')).toHaveTextContent('Delivery street 2');
    expect(screen.getByTestId('einvoice-contact')).toHaveTextContent('billing@supplier.example');
    expect(screen.getByTestId('einvoice-note')).toHaveTextContent('new phone number');
    expect(screen.getByTestId('einvoice-allowances')).toHaveTextContent('EInvoice_Charge: Insurance');
    expect(screen.getByTestId('einvoice-totals')).toHaveTextContent('EInvoice_Tax_Inclusive_Amount');
    expect(screen.getByTestId('einvoice-amount-due')).toHaveTextContent('EUR 1,656.25');
    expect(screen.getByTestId('einvoice-vat-lines')).toHaveTextContent('331.25');
    const payment = screen.getByTestId('einvoice-payment-means');
    expect(payment).toHaveTextContent('Credit Transfer');
    expect(payment).toHaveTextContent('NL91ABNA0417164300');
    expect(payment).toHaveTextContent('ABNANL2A');
    expect(screen.getByTestId('einvoice-seller')).toHaveTextContent('GB1232434');
    expect(screen.getByTestId('einvoice-seller-trading-name')).toHaveTextContent(
      'EInvoice_Trading_Name: SupplierTradingName Ltd.',
    );
    expect(screen.getByTestId('einvoice-buyer')).toHaveTextContent('Buyer Official Name');
    expect(screen.getByTestId('einvoice-buyer-trading-name')).toHaveTextContent('BuyerTradingName AS');
    expect(screen.getByTestId('einvoice-buyer')).toHaveTextContent('39937423947');
    expect(screen.getByTestId('einvoice-generated-by')).toHaveTextContent('EInvoice_Generated_By');
    expect(screen.getByRole('img', { name: 'Ledgerline' })).toBeInTheDocument();
  });

  it('leaves out a trading name that is the legal name', () => {
    const invoice = onePageInvoice();
    invoice.Supplier = { ...invoice.Supplier, TradingName: invoice.Supplier.Name };
    invoice.Customer = { ...invoice.Customer, TradingName: null };
    renderWithProviders(<EInvoicePreview invoice={invoice} />);
    expect(screen.queryByTestId('einvoice-seller-trading-name')).not.toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-buyer-trading-name')).not.toBeInTheDocument();
  });

  it('shows a one-page invoice without page indicator or paging control', () => {
    const onPageCount = vi.fn();
    renderWithProviders(<EInvoicePreview invoice={onePageInvoice()} onPageCount={onPageCount} />);
    expect(screen.getAllByTestId('einvoice-page')).toHaveLength(1);
    expect(screen.queryByTestId('einvoice-pager')).not.toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-page-indicator')).not.toBeInTheDocument();
    expect(onPageCount).toHaveBeenCalledWith(1);
  });

  it('pages a 200-line invoice: Page 1 of 9, the lines note, and the pager moves to page 2', () => {
    const onPageCount = vi.fn();
    renderWithProviders(<EInvoicePreview invoice={longInvoice(200)} onPageCount={onPageCount} />, {
      i18n: i18n(),
    });
    expect(onPageCount).toHaveBeenCalledWith(9);
    expect(screen.getByTestId('einvoice-page-indicator')).toHaveTextContent('Page 1 of 9');
    expect(visiblePages()).toHaveLength(1);
    expect(screen.getByTestId('einvoice-note-Lines_Next_Page')).toHaveTextContent('Lines_Next_Page');
    fireEvent.click(within(screen.getByTestId('einvoice-pager')).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('einvoice-page-indicator')).toHaveTextContent('Page 2 of 9');
    const [page] = visiblePages();
    expect(page.dataset.page).toBe('2');
    const lines = within(page).getAllByTestId('einvoice-line');
    expect(lines).toHaveLength(28);
    expect(lines[0]).toHaveTextContent('Article 001');
    expect(within(page).getByTestId('einvoice-page-number')).toHaveTextContent('Page 2 of 9');
  });

  it('shows every page without paging control or print button inside a verification view', () => {
    renderWithProviders(<EInvoicePreview invoice={longInvoice(200)} inVerificationView />, { i18n: i18n() });
    expect(visiblePages()).toHaveLength(9);
    expect(screen.queryByTestId('einvoice-pager')).not.toBeInTheDocument();
    expect(screen.queryByTestId('einvoice-print')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('einvoice-page-number')[8]).toHaveTextContent('Page 9 of 9');
  });

  it('prints through the browser', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<EInvoicePreview invoice={onePageInvoice()} />);
    fireEvent.click(screen.getByTestId('einvoice-print'));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('uses the tighter thresholds for a body of 950 px or less', () => {
    const onPageCount = vi.fn();
    const invoice = { ...onePageInvoice(), Lines: longInvoice(3).Lines };
    renderWithProviders(<EInvoicePreview invoice={invoice} bodyHeight={950} onPageCount={onPageCount} />);
    expect(onPageCount).toHaveBeenCalledWith(2);
  });
});
