import { actsFor, companyScopesOf, holdsScope, SystemActor } from './actor';
import { actorOf } from './engine.fixture';

const noScopes = {
  SeeCompanies: [],
  ValidateCompanies: [],
  HandleCompanies: [],
  ApproveCompanies: [],
  SignCompanies: [],
  MaySeeAllCompanies: false,
  MayValidateAllCompanies: false,
  MayHandleAllCompanies: false,
  MayApproveAllCompanies: false,
  MaySignAllCompanies: false,
};

describe('the actor', () => {
  it("takes a user's company scopes from the all-companies flags and rights, else from the lists", () => {
    const scopes = companyScopesOf(
      { ...noScopes, ApproveCompanies: ['c1'], MayHandleAllCompanies: true },
      new Set(['MaySignAllCompanies']),
    );
    expect(scopes).toEqual({ See: [], Validate: [], Handle: 'All', Approve: ['c1'], Sign: 'All' });
  });

  it('sees a company it holds any scope on', () => {
    const approver = actorOf('a', { scopes: { See: [], Approve: ['c1'] } });
    expect(holdsScope(approver, 'See', 'c1')).toBe(true);
    expect(holdsScope(approver, 'Handle', 'c1')).toBe(false);
    expect(holdsScope(approver, 'Approve', 'c2')).toBe(false);
  });

  it('acts for itself, its groups and the absent users it replaces, never for nobody', () => {
    const actor = actorOf('me', { groups: ['team'], replacing: ['away'] });
    expect(['me', 'team', 'away'].map((id) => actsFor(actor, id))).toEqual([true, true, true]);
    expect(actsFor(actor, 'someone')).toBe(false);
    expect(actsFor(actor, null)).toBe(false);
    expect(SystemActor.IsSystem).toBe(true);
  });
});
