import { eq } from 'drizzle-orm';
import type { FeatureFlag } from '../../../domain/entities/misc';
import type { Tx } from '../../db/client';
import { featureFlags } from '../../db/schema/index';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';

/** Switches a feature flag of the actor's customer on or off, with an audit row when it changes. */
export async function setFeatureFlag(
  tx: Tx,
  actor: Actor,
  name: FeatureFlag,
  enabled: boolean,
): Promise<{ Name: FeatureFlag; Enabled: boolean }> {
  const [before] = await tx.select().from(featureFlags).where(eq(featureFlags.name, name)).for('update');
  const was = before?.enabled ?? false;
  if (was === enabled) return { Name: name, Enabled: enabled };
  await tx
    .insert(featureFlags)
    .values({ tenantId: actor.tenantId, name, enabled })
    .onConflictDoUpdate({ target: [featureFlags.tenantId, featureFlags.name], set: { enabled } });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'FeatureFlag',
    entityId: name,
    action: 'update',
    changes: { Enabled: { from: was, to: enabled } },
  });
  return { Name: name, Enabled: enabled };
}
