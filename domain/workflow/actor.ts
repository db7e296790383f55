import type { User } from '../entities/user';
import type { ActionRight } from '../rights/rights';

/** The company scopes of spec 000 §6: see, validate, handle, approve, sign. */
export const CompanyScopes = ['See', 'Validate', 'Handle', 'Approve', 'Sign'] as const;
export type CompanyScope = (typeof CompanyScopes)[number];

/** Per scope: every company, or the ids of the companies it covers. */
export type ActorCompanies = Readonly<Record<CompanyScope, 'All' | readonly string[]>>;

/** Who performs an action: what the workflow needs to know of the signed-in user (or of the system). */
export type WorkflowActor = {
  UserId: string;
  /** The server's own jobs (import, auto routes, ERP): may perform every row, never approves. */
  IsSystem: boolean;
  ActionRights: ReadonlySet<ActionRight>;
  Companies: ActorCompanies;
  /** Null: no limit. An approval of a larger gross amount keeps the document in approval. */
  MaximumApprovalAmount: number | null;
  /** Groups the user is a member of: work waiting for a group waits for each member. */
  GroupIds: readonly string[];
  /** Users who are away today and name this user as their replacement (Absence.ReplacedByUserId). */
  ReplacingUserIds: readonly string[];
};

/** The system actor: imports, applies auto routes and posts through the ERP adapters. */
export const SystemActor: WorkflowActor = {
  UserId: 'SYSTEM',
  IsSystem: true,
  ActionRights: new Set(),
  Companies: { See: 'All', Validate: 'All', Handle: 'All', Approve: 'All', Sign: 'All' },
  MaximumApprovalAmount: 0,
  GroupIds: [],
  ReplacingUserIds: [],
};

type ScopeFields = Pick<
  User,
  | 'SeeCompanies'
  | 'ValidateCompanies'
  | 'HandleCompanies'
  | 'ApproveCompanies'
  | 'SignCompanies'
  | 'MaySeeAllCompanies'
  | 'MayValidateAllCompanies'
  | 'MayHandleAllCompanies'
  | 'MayApproveAllCompanies'
  | 'MaySignAllCompanies'
>;

const allFlag: Record<
  CompanyScope,
  { flag: keyof ScopeFields; right: ActionRight; list: keyof ScopeFields }
> = {
  See: { flag: 'MaySeeAllCompanies', right: 'MaySeeAllCompanies', list: 'SeeCompanies' },
  Validate: { flag: 'MayValidateAllCompanies', right: 'MayValidateAllCompanies', list: 'ValidateCompanies' },
  Handle: { flag: 'MayHandleAllCompanies', right: 'MayHandleAllCompanies', list: 'HandleCompanies' },
  Approve: { flag: 'MayApproveAllCompanies', right: 'MayApproveAllCompanies', list: 'ApproveCompanies' },
  Sign: { flag: 'MaySignAllCompanies', right: 'MaySignAllCompanies', list: 'SignCompanies' },
};

/** A user's company scopes: the all-companies flag or action right, else the chosen list. */
export function companyScopesOf(user: ScopeFields, actionRights: ReadonlySet<ActionRight>): ActorCompanies {
  const scope = (name: CompanyScope): 'All' | readonly string[] => {
    const { flag, right, list } = allFlag[name];
    if (user[flag] === true || actionRights.has(right)) return 'All';
    const ids = user[list];
    return Array.isArray(ids) ? ids : [];
  };
  return {
    See: scope('See'),
    Validate: scope('Validate'),
    Handle: scope('Handle'),
    Approve: scope('Approve'),
    Sign: scope('Sign'),
  };
}

/** Whether the actor holds a scope for a company; seeing comes with every other scope. */
export function holdsScope(actor: WorkflowActor, scope: CompanyScope, companyId: string): boolean {
  const covers = (name: CompanyScope) => {
    const companies = actor.Companies[name];
    return companies === 'All' || companies.includes(companyId);
  };
  return scope === 'See' ? CompanyScopes.some(covers) : covers(scope);
}

/** Whether work waiting for `userId` is the actor's: their own, their group's, or an absent colleague's. */
export function actsFor(actor: WorkflowActor, userId: string | null): boolean {
  if (userId === null) return false;
  return (
    actor.UserId === userId || actor.GroupIds.includes(userId) || actor.ReplacingUserIds.includes(userId)
  );
}
