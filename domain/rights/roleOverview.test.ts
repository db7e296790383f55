import { ActionRights, BaseRoles, ViewRights } from './rights';
import { defaultActionRights, defaultViewRights } from './roleDefaults';
import {
  holds,
  isRoleColumn,
  legacyRoleDifferences,
  RightGroups,
  RoleRights,
  roleRights,
} from './roleOverview';

const names = (rows: Array<{ Right: string }>) => rows.map((row) => row.Right);

describe('the roles overview', () => {
  it('shows every view and action right exactly once, grouped', () => {
    expect(
      RoleRights.filter((row) => row.Kind === 'View')
        .map((row) => row.Right)
        .sort(),
    ).toEqual([...ViewRights].sort());
    expect(
      RoleRights.filter((row) => row.Kind === 'Action')
        .map((row) => row.Right)
        .sort(),
    ).toEqual([...ActionRights].sort());
    // One block of rows per group, in the groups' order.
    const order = RoleRights.map((row) => RightGroups.indexOf(row.Group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives a base role column its default rights, and the Admin column every right but SuperAdmin', () => {
    expect(roleRights('Post')).toEqual({
      ViewRights: defaultViewRights('Post', false),
      ActionRights: defaultActionRights('Post', false),
    });
    const admin = roleRights('Admin');
    expect(admin.ViewRights).toEqual([...ViewRights]);
    expect(admin.ActionRights).not.toContain('SuperAdmin');
    expect(
      holds(admin, { Kind: 'Action', Right: 'RemoveCompanyFromWorkflow', Group: 'Administration' }),
    ).toBe(true);
    expect(holds(roleRights('None'), { Kind: 'View', Right: 'Dashboard', Group: 'Documents' })).toBe(false);
  });

  it('needs one Admin column: an administrator gets the same rights whatever the base role', () => {
    for (const role of BaseRoles) {
      expect(defaultViewRights(role, true)).toEqual(roleRights('Admin').ViewRights);
      expect(defaultActionRights(role, true)).toEqual(roleRights('Admin').ActionRights);
    }
  });

  it('knows its columns', () => {
    expect(isRoleColumn('ApprovePayment')).toBe(true);
    expect(isRoleColumn('Admin')).toBe(true);
    expect(isRoleColumn('VALIDATOR')).toBe(false);
  });

  it('writes each legacy code as its column plus and minus rights', () => {
    const byCode = Object.fromEntries(legacyRoleDifferences().map((row) => [row.Code, row]));
    expect(Object.keys(byCode)).toEqual(['SIMPLEADMIN', 'VALIDATOR', 'GEBRUIKER', 'INK-ADM']);
    expect(byCode.SIMPLEADMIN).toMatchObject({
      BaseRole: 'Advanced',
      IsAdmin: true,
      Column: 'Admin',
      Added: [],
    });
    expect(names(byCode.SIMPLEADMIN.Removed).sort()).toEqual(
      ['RemoveCompanyFromWorkflow', 'RoleEdit', 'SetupTemplateExport', 'SetupTemplateImport'].sort(),
    );
    expect(byCode.VALIDATOR).toMatchObject({ Column: 'Check', Added: [], Removed: [] });
    expect(names(byCode.GEBRUIKER.Added)).toEqual(['Dashboard', 'InvoiceRemark']);
    expect(byCode.GEBRUIKER.Removed).toEqual([]);
    expect(byCode['INK-ADM']).toMatchObject({ Column: 'Post', Added: [], Removed: [] });
  });
});
