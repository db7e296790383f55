import { eq } from 'drizzle-orm';
import type { ErpAdapter, LogisticsAdapter } from '../../../../domain/entities/enums';
import type { ErpActionKind } from '../../../../domain/erp/actions';
import {
  type ErpSyncKind,
  erpSyncFeaturesOf,
  type SyncCounts,
  syncKindsFor,
} from '../../../../domain/erp/sync';
import type { Tx } from '../../../db/client';
import { companies } from '../../../db/schema/index';
import { ErpError, type ErpMasterData } from '../../../integrations/erp/types';
import { syncCodes } from './syncCodes';
import { syncPurchaseOrders } from './syncPurchaseOrders';
import { syncRelations } from './syncRelations';
import { saveSyncCursor, syncCursorOf } from './syncState';
import type { ErpActionContext, ErpActionHandler } from './types';

type Actor = { tenantId: string; userId: string | null };

function writeKind(tx: Tx, actor: Actor, companyId: string, data: ErpMasterData): Promise<SyncCounts> {
  switch (data.Kind) {
    case 'Vendors':
    case 'Customers':
      return syncRelations(tx, actor, companyId, data.Kind, data.Items);
    case 'PurchaseOrders':
      return syncPurchaseOrders(tx, actor, companyId, data.Items);
    default:
      return syncCodes(tx, actor, companyId, data.Kind, data.Items);
  }
}

/**
 * A company update job that reads master data (UpdateAll, UpdateCompany, UpdateVendors, UpdateCustomers,
 * UpdatePurchaseOrders): each kind its feature set offers, in turn (purchase orders when the logistics adapter
 * takes them from the ERP). With IncrementalSynchronization only what changed since the kind's cursor is asked
 * for; the first synchronisation, and one created with `Full` (the CreateSyncAllAction call), reads everything.
 * Each kind is written with its new cursor in one transaction, so a retry after an unreachable ERP does again
 * only what had not finished. Answers counts per kind.
 */
export const synchronize: ErpActionHandler = async ({ deps, action, company, client }: ErpActionContext) => {
  const features = erpSyncFeaturesOf({
    ErpAdapter: company.erpAdapter as ErpAdapter,
    ErpFeatureSetId: company.erpFeatureSetId,
    LogisticsAdapter: company.logisticsAdapter as LogisticsAdapter,
    LogisticsFeatureSetId: company.logisticsFeatureSetId,
  });
  const kinds = syncKindsFor(action.action as ErpActionKind, features);
  if (kinds.length === 0)
    throw new ErpError('Rejected', `Erp_Action_Not_Supported%%${action.action}%%${company.erpAdapter}`);
  const incremental = features.includes('IncrementalSynchronization') && action.input.Full !== true;
  const actor = { tenantId: action.tenantId, userId: action.createdBy };
  const result: Partial<Record<ErpSyncKind, SyncCounts>> = {};
  for (const kind of kinds) {
    const scope = { tenantId: action.tenantId, companyId: company.id, kind };
    const cursor = incremental
      ? await deps.database.withTenant(action.tenantId, (tx) => syncCursorOf(tx, scope))
      : null;
    const data = await client.masterData(kind, cursor);
    result[kind] = await deps.database.withTenant(action.tenantId, async (tx) => {
      const counts = await writeKind(tx, actor, company.id, data);
      await saveSyncCursor(tx, scope, data.Cursor, new Date());
      return counts;
    });
  }
  // A complete synchronisation is what the schedule counts from.
  if (action.action === 'UpdateAll')
    await deps.database.withTenant(action.tenantId, (tx) =>
      tx
        .update(companies)
        .set({ erpLastSyncAt: new Date().toISOString() })
        .where(eq(companies.id, company.id)),
    );
  return result;
};
