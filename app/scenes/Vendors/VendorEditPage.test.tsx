import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { VendorEditPage } from './VendorEditPage';

const companyId = '11111111-1111-4111-8111-111111111111';
const vendorId = '22222222-2222-4222-8222-222222222222';
const company = {
  Id: companyId,
  Name: 'Demo Foods',
  DisplayName: '',
  IsDeleted: false,
  ErpAdapter: 'Manual',
};
const features = { SupportedVendorFields: ['Name', 'City', 'IbanNumber'] };
const vendor = {
  Id: vendorId,
  CompanyId: companyId,
  ErpCode: 'K1',
  Name: 'Bakkerij De Boer',
  City: 'Delft',
  IbanNumber: 'NL91ABNA0417164300',
  IbanNumbers: ['NL91ABNA0417164300'],
  BankAccountConfirmed: false,
  IsBlocked: false,
  BankAccountChanges: [
    {
      Id: 'c1',
      Source: 'Manual',
      FromIbans: [],
      ToIbans: ['NL91ABNA0417164300'],
      ChangedAt: '2026-03-01T10:00:00Z',
      ChangedByName: 'Piet',
      ConfirmedAt: null,
      ConfirmedByName: '',
    },
  ],
};

const newVendor = () =>
  renderScreen(<VendorEditPage />, { path: `/vendors/new?companyId=${companyId}`, route: '/vendors/:id' });

describe('the vendor edit page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows only the fields the company's ERP keeps (and always Blocked)", async () => {
    stubApi([
      ['/api/company', 200, [company]],
      [`/api/Company/GetErpFeatures/${companyId}`, 200, features],
    ]);
    newVendor();
    expect(await screen.findByTestId('field-City')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('field-VatNumber')).toBeNull());
    expect(screen.getByTestId('field-Name')).toBeInTheDocument();
    expect(screen.getByTestId('iban-list')).toBeInTheDocument();
    expect(screen.getByTestId('field-IsBlocked')).toBeInTheDocument();
    expect(screen.queryByTestId('field-DefaultLedgerCode')).toBeNull();
  });

  it('creates through the financial system and shows a refused IBAN under its row', async () => {
    const fetch = stubApi([
      ['/api/company', 200, [company]],
      [`/api/Company/GetErpFeatures/${companyId}`, 200, features],
      [
        '/api/Relation',
        400,
        { Message: 'Validation_Failed', Errors: { 'Relation.IbanNumbers.0': 'Validation_Iban_Not_Valid' } },
      ],
    ]);
    newVendor();
    await userEvent.type(await screen.findByTestId('field-Name'), 'Onjuiste Bank BV');
    await userEvent.type(screen.getByTestId('iban-0'), 'NL00ABNA0417164300');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() =>
      expect(screen.getByTestId('iban-list')).toHaveTextContent('Validation_Iban_Not_Valid'),
    );
    // The stub is typed with the request only; the client also passes its init (method, body).
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit | undefined]>;
    const [, init] = calls.find(([path]) => path === '/api/Relation') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      CompanyId: companyId,
      IsVendor: true,
      Relation: { Name: 'Onjuiste Bank BV', IbanNumbers: ['NL00ABNA0417164300'] },
    });
  });

  it('warns about an unconfirmed bank account, lists its change, and says why a confirmation was refused', async () => {
    stubApi([
      [`/api/Vendor/ConfirmBankAccount/${vendorId}`, 403, { Message: 'Bank_Account_Confirm_Own_Change' }],
      [`/api/Vendor/${vendorId}`, 200, vendor],
      ['/api/company', 200, [company]],
      [`/api/Company/GetErpFeatures/${companyId}`, 200, features],
      ['/api/User/GetCurrentUser', 200, { UserActionRights: ['MayApprovePay'] }],
    ]);
    renderScreen(<VendorEditPage />, { path: `/vendors/${vendorId}`, route: '/vendors/:id' });
    expect(await screen.findByTestId('bank-account-unconfirmed')).toBeInTheDocument();
    expect(screen.getByTestId('bank-account-changes')).toHaveTextContent('NL91 ABNA 0417 1643 00');
    await userEvent.click(await screen.findByTestId('bank-account-confirm'));
    expect(await screen.findByTestId('bank-account-confirm-error')).toHaveTextContent(
      'Bank_Account_Confirm_Own_Change',
    );
  });

  it('offers no confirmation to a user who may not approve payments', async () => {
    stubApi([
      [`/api/Vendor/${vendorId}`, 200, vendor],
      ['/api/company', 200, [company]],
      ['/api/User/GetCurrentUser', 200, { UserActionRights: [] }],
    ]);
    renderScreen(<VendorEditPage />, { path: `/vendors/${vendorId}`, route: '/vendors/:id' });
    expect(await screen.findByTestId('bank-account-unconfirmed')).toBeInTheDocument();
    expect(screen.queryByTestId('bank-account-confirm')).toBeNull();
  });
});

describe('creating a vendor', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('polls the creation and opens the created vendor at its own address', async () => {
    const fetch = stubApi([
      ['/api/Relation', 200, { ErpActionId: null, RelationCreateId: 'create-1', ErrorMessage: null }],
      [
        '/api/Vendor/GetCreateStatus/create-1',
        200,
        { Status: 'Completed', Relation: vendor, ErrorMessage: null },
      ],
      [`/api/Vendor/${vendorId}`, 200, { ...vendor, BankAccountConfirmed: true }],
      ['/api/company', 200, [company]],
      [`/api/Company/GetErpFeatures/${companyId}`, 200, features],
    ]);
    newVendor();
    await userEvent.type(await screen.findByTestId('field-Name'), 'Bakkerij De Boer');
    await userEvent.click(screen.getByTestId('masterdata-save'));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([path]) => String(path))).toContain(
        `/api/Vendor/${vendorId}?detailed=true`,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Bakkerij De Boer' })).toBeInTheDocument();
  });
});
