import { defaultActionRights } from '../rights/roleDefaults';
import { isLegacyRoleCode, LegacyRoles, legacyRole } from './legacyRoles';

describe('legacy role codes', () => {
  it('map SIMPLEADMIN to an administrator who does not reshape the environment', () => {
    expect(LegacyRoles.SIMPLEADMIN).toMatchObject({ BaseRole: 'Advanced', IsAdmin: true });
    expect(LegacyRoles.SIMPLEADMIN.ActionRights).toEqual(expect.arrayContaining(['Admin', 'SettingsEdit']));
    for (const right of [
      'SuperAdmin',
      'RoleEdit',
      'RemoveCompanyFromWorkflow',
      'SetupTemplateImport',
    ] as const)
      expect(LegacyRoles.SIMPLEADMIN.ActionRights).not.toContain(right);
  });

  it('map VALIDATOR to the verifier (base role Check)', () => {
    expect(LegacyRoles.VALIDATOR).toMatchObject({ BaseRole: 'Check', IsAdmin: false });
    expect(LegacyRoles.VALIDATOR.ActionRights).toEqual(defaultActionRights('Check', false));
  });

  it('map GEBRUIKER to the workflow user who approves what is routed to them: the dashboard and remarks', () => {
    expect(LegacyRoles.GEBRUIKER).toMatchObject({ BaseRole: 'None', IsAdmin: false });
    expect(LegacyRoles.GEBRUIKER.ViewRights).toContain('Dashboard');
    expect(LegacyRoles.GEBRUIKER.ActionRights).toEqual(['InvoiceRemark']);
  });

  it('map INK-ADM to the AP clerks who code and post (base role Post)', () => {
    expect(LegacyRoles['INK-ADM']).toMatchObject({ BaseRole: 'Post', IsAdmin: false });
    expect(LegacyRoles['INK-ADM'].ActionRights).toEqual(defaultActionRights('Post', false));
  });

  it('read a code whatever its case and spaces, and know no other code', () => {
    expect(legacyRole(' validator ')?.BaseRole).toBe('Check');
    expect(legacyRole('ink-adm')?.BaseRole).toBe('Post');
    expect(legacyRole('BEHEERDER')).toBeNull();
    expect(isLegacyRoleCode('GEBRUIKER')).toBe(true);
  });
});
