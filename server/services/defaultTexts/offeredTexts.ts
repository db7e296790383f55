import { and, eq, isNull, or } from 'drizzle-orm';
import { type DefaultText, defaultTextsFor } from '../../../domain/defaultTexts/index';
import type { ActionName } from '../../../domain/workflow/actions';
import type { Tx } from '../../db/client';
import { defaultTexts } from '../../db/schema/index';
import { assertVisibleCompany } from '../masterdata/visibleCompany';
import type { Actor } from '../users/actor';
import { presentDefaultText } from './present';

/**
 * GET /DefaultText/ForAction: the default texts offered when acting on a document of `companyId` with
 * `action` (domain/defaultTexts decides which and in what order). A company the actor cannot see answers
 * as the master-data calls do: 404 Company_Not_Found, or 403 within the customer environment.
 */
export async function offeredDefaultTexts(
  tx: Tx,
  actor: Actor,
  companyId: string,
  action: ActionName,
): Promise<DefaultText[]> {
  await assertVisibleCompany(tx, actor, companyId);
  const rows = await tx
    .select()
    .from(defaultTexts)
    .where(
      and(
        eq(defaultTexts.isActive, true),
        or(isNull(defaultTexts.companyId), eq(defaultTexts.companyId, companyId)),
        or(isNull(defaultTexts.action), eq(defaultTexts.action, action)),
      ),
    );
  return defaultTextsFor(rows.map(presentDefaultText), companyId, action);
}
