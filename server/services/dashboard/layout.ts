import { type DashboardLayout, toDashboardLayout } from '../../../domain/dashboard/steps';
import type { Tx } from '../../db/client';
import { resolveSetting } from '../settings/settings';

/** The customer's dashboard layout: setting Dashboard_Layout, 0 when unset or not one of 0–5. */
export async function getDashboardLayout(tx: Tx): Promise<DashboardLayout> {
  const setting = await resolveSetting(tx, 'Dashboard_Layout');
  return toDashboardLayout(setting.IntValue);
}
