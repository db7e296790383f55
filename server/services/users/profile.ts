import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProfileEditModel } from '../../../domain/entities/user';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema/index';
import { asService } from '../../db/serviceRole';
import { validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from './actor';

type Profile = z.output<typeof ProfileEditModel>;

/** The actor's own profile edit model. */
export function presentProfile(row: typeof users.$inferSelect): Profile {
  return {
    Id: row.id,
    Name: row.name,
    FirstName: row.firstName,
    LastName: row.lastName,
    Abbreviation: row.abbreviation,
    Email: row.email,
    NotificationFrequency: row.notificationFrequency as Profile['NotificationFrequency'],
    Locale: row.locale as Profile['Locale'],
    Absence:
      row.absenceFrom && row.absenceTo
        ? {
            FromDate: row.absenceFrom,
            ToDate: row.absenceTo,
            KeepSendingNotifications: row.absenceKeepSendingNotifications,
            ReplacedByUserId: row.absenceReplacedByUserId,
          }
        : null,
  };
}

/** Saves the actor's own profile; a new password needs the current one. */
export async function updateProfile(database: Database, actor: Actor, input: Profile): Promise<Profile> {
  let newHash: string | undefined;
  if (input.NewPassword) {
    if (!input.CurrentPassword) throw validationFailed({ CurrentPassword: 'Validation_Required' });
    const [account] = await database.withService((tx) =>
      tx.select().from(accounts).where(eq(accounts.id, actor.accountId)),
    );
    if (!(await verifyPassword(account?.passwordHash ?? null, input.CurrentPassword))) {
      throw validationFailed({ CurrentPassword: 'Validation_Current_Password_Incorrect' });
    }
    newHash = await hashPassword(input.NewPassword);
  }
  return database.withTenant(actor.tenantId, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, actor.userId));
    const replacedBy = input.Absence?.ReplacedByUserId;
    if (replacedBy) {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, replacedBy));
      if (!found || replacedBy === actor.userId) {
        throw validationFailed({ 'Absence.ReplacedByUserId': 'Validation_In_List' });
      }
    }
    if (input.Email !== before.email) {
      const clash = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.Email));
      if (clash.length > 0) throw validationFailed({ Email: 'Validation_Email_In_Use' });
      const taken = await asService(tx, () =>
        tx.select().from(accounts).where(eq(accounts.email, input.Email)),
      );
      if (taken.length > 0) throw validationFailed({ Email: 'Validation_Email_In_Use' });
      await asService(tx, () =>
        tx.update(accounts).set({ email: input.Email }).where(eq(accounts.id, actor.accountId)),
      );
    }
    if (newHash) {
      const hash = newHash;
      await asService(tx, () =>
        tx.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, actor.accountId)),
      );
    }
    const [row] = await tx
      .update(users)
      .set({
        name: input.Name,
        firstName: input.FirstName,
        lastName: input.LastName,
        abbreviation: input.Abbreviation,
        email: input.Email,
        notificationFrequency: input.NotificationFrequency,
        locale: input.Locale,
        absenceFrom: input.Absence?.FromDate ?? null,
        absenceTo: input.Absence?.ToDate ?? null,
        absenceKeepSendingNotifications: input.Absence?.KeepSendingNotifications ?? false,
        absenceReplacedByUserId: input.Absence?.ReplacedByUserId ?? null,
      })
      .where(eq(users.id, actor.userId))
      .returning();
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      entity: 'User',
      entityId: actor.userId,
      action: 'update',
      changes: { ...changedFields(before, row), ...(newHash ? { Password: 'changed' } : {}) },
    });
    await publishLiveEvent(tx, actor.tenantId, {
      Event: 'UserUpdated',
      UserId: actor.userId,
      ByUserId: actor.userId,
    });
    return presentProfile(row);
  });
}
