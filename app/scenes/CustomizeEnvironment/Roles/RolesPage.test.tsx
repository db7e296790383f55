import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { emptyGuardContext } from '../../../../domain/routes/guardContext';
import { type ShellData, ShellDataContext } from '../../../session/ShellDataContext';
import { renderScreen } from '../../../test/shell-render';
import { RoleDetailPage } from './RoleDetailPage';
import { RolesPage } from './RolesPage';

const shell = {
  base: {} as ShellData['base'],
  guard: { ...emptyGuardContext, actionRights: new Set(['SuperAdmin']) },
} as ShellData;

const render = (element: ReactElement, path: string, route: string) =>
  renderScreen(<ShellDataContext.Provider value={shell}>{element}</ShellDataContext.Provider>, {
    path,
    route,
  });

/** The grant cells of a matrix row, as ✓ or –, in column order (None … Advanced, Admin). */
const grants = (right: string) =>
  within(screen.getByTestId(`role-right-${right}`))
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => (cell.querySelector('svg') ? '✓' : '–'));

describe('the roles page', () => {
  it("shows each base role's and the administrator's default rights, linking each column to its page", () => {
    render(<RolesPage />, '/customize-environment/roles', '/customize-environment/roles');
    expect(grants('VerifyInvoice')).toEqual(['–', '✓', '✓', '–', '✓', '✓']);
    expect(grants('MayApprovePaymentBatches')).toEqual(['–', '–', '–', '✓', '–', '✓']);
    expect(grants('SuperAdmin')).toEqual(['–', '–', '–', '–', '–', '–']);
    const headers = within(screen.getByTestId('role-matrix')).getAllByRole('link');
    expect(headers.map((link) => link.getAttribute('href'))).toEqual([
      '/customize-environment/roles/None',
      '/customize-environment/roles/Check',
      '/customize-environment/roles/Post',
      '/customize-environment/roles/ApprovePayment',
      '/customize-environment/roles/Advanced',
      '/customize-environment/roles/Admin',
    ]);
  });

  it('finds a right by what is typed, and says so when none matches', async () => {
    render(<RolesPage />, '/customize-environment/roles', '/customize-environment/roles');
    const search = screen.getByTestId('roles-search');
    await userEvent.type(search, 'approvepay');
    expect(screen.getByTestId('role-right-MayApprovePay')).toBeInTheDocument();
    expect(screen.getByTestId('role-right-MayApprovePaymentBatches')).toBeInTheDocument();
    expect(screen.queryByTestId('role-right-VerifyInvoice')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'no such right');
    expect(screen.queryByTestId('role-matrix')).not.toBeInTheDocument();
    expect(screen.getByText(/Roles_No_Right_Matches/)).toBeInTheDocument();
  });

  it('lists the four legacy codes with their base role and the rights they add or leave out', () => {
    render(<RolesPage />, '/customize-environment/roles', '/customize-environment/roles');
    const table = screen.getByTestId('legacy-roles');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const gebruiker = within(screen.getByTestId('legacy-role-GEBRUIKER'));
    expect(gebruiker.getByRole('link')).toHaveAttribute('href', '/customize-environment/roles/None');
    expect(gebruiker.getByText(/Right_Dashboard/)).toBeInTheDocument();
    expect(gebruiker.getByText(/Right_InvoiceRemark/)).toBeInTheDocument();
    const simple = within(screen.getByTestId('legacy-role-SIMPLEADMIN'));
    expect(simple.getByText(/Right_RoleEdit/)).toBeInTheDocument();
    expect(simple.getByText(/Right_RemoveCompanyFromWorkflow/)).toBeInTheDocument();
  });
});

describe('the page of one role', () => {
  it('shows the rights the role grants by group, and the legacy codes on it', () => {
    render(<RoleDetailPage />, '/customize-environment/roles/Check', '/customize-environment/roles/:id');
    const granted = screen.getByTestId('role-granted');
    expect(within(granted).getByText(/Right_VerifyInvoice/)).toBeInTheDocument();
    expect(within(granted).queryByText(/Right_MayApprovePay$/)).not.toBeInTheDocument();
    expect(screen.getByTestId('legacy-role-VALIDATOR')).toBeInTheDocument();
    expect(screen.queryByTestId('legacy-role-GEBRUIKER')).not.toBeInTheDocument();
    expect(screen.getByTestId('role-summary')).toHaveTextContent('Role_Rights_Summary');
  });

  it('answers an unknown role with not found and the way back', () => {
    render(<RoleDetailPage />, '/customize-environment/roles/VALIDATOR', '/customize-environment/roles/:id');
    expect(screen.getByTestId('not-found')).toHaveTextContent(/Role_Not_Found/);
    expect(screen.getByRole('link', { name: /Back_To_Roles/ })).toHaveAttribute(
      'href',
      '/customize-environment/roles',
    );
  });
});
