import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { companies } from '../../../db/schema/index';
import type { ErpActionHandler } from './types';

/** Company.ErpLoginStatus while a login check waits for its turn (spec 000 §3: Unknown → WaitingForLoginCheck). */
export async function markWaitingForLoginCheck(tx: Tx, companyId: string): Promise<void> {
  await tx
    .update(companies)
    .set({ erpLoginStatus: 'WaitingForLoginCheck', updatedAt: new Date().toISOString() })
    .where(eq(companies.id, companyId));
}

/** A login the ERP refused (or an ERP that cannot be reached for it): LoginFailed, with the ERP's message. */
export async function markLoginFailed(tx: Tx, companyId: string, message: string): Promise<void> {
  await tx
    .update(companies)
    .set({ erpLoginStatus: 'LoginFailed', erpLastError: message, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, companyId));
}

/** CheckLogin: logs in to the company's ERP; LoginOk clears the last error. A failure is the runner's to record. */
export const checkLogin: ErpActionHandler = async ({ deps, action, company, client }) => {
  await client.checkLogin();
  await deps.database.withTenant(action.tenantId, (tx) =>
    tx
      .update(companies)
      .set({ erpLoginStatus: 'LoginOk', erpLastError: '', updatedAt: new Date().toISOString() })
      .where(eq(companies.id, company.id)),
  );
  return { ErpLoginStatus: 'LoginOk' };
};
