import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentStatus } from '../../../domain/documents/enums';
import type { CompanyScope } from '../../../domain/workflow/actor';
import { stageOf } from '../../../domain/workflow/statuses';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { absentToday } from './actor';

/** Someone a document may be sent to (Action information UserIds). */
export type Recipient = { Id: string; Name: string; IsGroup: boolean };

/** The scope whoever receives the document needs, by the stage of the status it goes to. */
export function recipientScopeOf(status: DocumentStatus): CompanyScope {
  switch (stageOf(status)) {
    case 'Verify':
      return 'Validate';
    case 'Handle':
    case 'Post':
      return 'Handle';
    case 'Approve':
      return 'Approve';
    default:
      return 'See';
  }
}

const scopeColumns = {
  Validate: [users.mayValidateAllCompanies, users.validateCompanies, 'MayValidateAllCompanies'],
  Handle: [users.mayHandleAllCompanies, users.handleCompanies, 'MayHandleAllCompanies'],
  Approve: [users.mayApproveAllCompanies, users.approveCompanies, 'MayApproveAllCompanies'],
  Sign: [users.maySignAllCompanies, users.signCompanies, 'MaySignAllCompanies'],
  See: [users.maySeeAllCompanies, users.seeCompanies, 'MaySeeAllCompanies'],
} as const;

function holds(scope: Exclude<CompanyScope, 'See'> | 'See', companyId: string): SQL {
  const [all, list, right] = scopeColumns[scope];
  return sql`(${all} or ${companyId}::uuid = any(${list}) or ${right} = any(${users.actionRights}))`;
}

/** A user holds the scope on the company; seeing comes with every other scope (domain holdsScope). */
function holdsScope(scope: CompanyScope, companyId: string): SQL {
  if (scope !== 'See') return holds(scope, companyId);
  return or(...(Object.keys(scopeColumns) as CompanyScope[]).map((name) => holds(name, companyId))) as SQL;
}

const replacement = alias(users, 'replacement');

/**
 * Who may receive the document: active, selectable users and groups (not the actor) holding the scope on
 * the company. An absent user is shown with their replacement, who acts for them while they are away.
 */
export async function recipientsOf(
  tx: Tx,
  input: { companyId: string; scope: CompanyScope; actorId: string },
): Promise<Recipient[]> {
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      isGroup: users.isGroup,
      replacedBy: sql<string | null>`case when ${absentToday} then ${replacement.name} end`,
    })
    .from(users)
    .leftJoin(replacement, eq(replacement.id, users.absenceReplacedByUserId))
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isDeleted, false),
        eq(users.selectable, true),
        sql`${users.id} <> ${input.actorId}`,
        holdsScope(input.scope, input.companyId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    Id: row.id,
    Name: row.replacedBy ? `${row.name} (${row.replacedBy})` : row.name,
    IsGroup: row.isGroup,
  }));
}
