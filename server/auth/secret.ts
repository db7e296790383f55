import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { systemSecrets } from '../db/schema/index';

/** The access-token signing secret, created once and shared by every instance through the database. */
export async function loadTokenSecret(database: Database): Promise<string> {
  return database.withService(async (tx) => {
    await tx
      .insert(systemSecrets)
      .values({ name: 'access_token', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await tx.select().from(systemSecrets).where(eq(systemSecrets.name, 'access_token'));
    return row.value;
  });
}
