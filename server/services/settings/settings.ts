import { and, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isSettingName,
  type Setting,
  SettingCatalogue,
  type SettingDefinition,
  type SettingName,
  type SettingUpdate,
} from '../../../domain/entities/setting';
import type { Tx } from '../../db/client';
import { companies, settings } from '../../db/schema/index';
import { badRequest, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';

type Row = typeof settings.$inferSelect;

function fromDefault(name: SettingName, companyId: string | null): Setting {
  const definition = SettingCatalogue[name];
  const value = definition.Default;
  return {
    Name: name,
    Type: definition.Type,
    BoolValue: typeof value === 'boolean' ? value : null,
    IntValue: typeof value === 'number' ? value : null,
    TextValue: typeof value === 'string' ? value : null,
    CompanyId: companyId,
  };
}

function fromRow(name: SettingName, row: Row): Setting {
  return {
    Name: name,
    Type: SettingCatalogue[name].Type,
    BoolValue: row.boolValue,
    IntValue: row.intValue,
    TextValue: row.textValue,
    CompanyId: row.companyId,
  };
}

function known(name: string): SettingName {
  if (!isSettingName(name)) throw notFound('Setting_Not_Found');
  return name;
}

// The integer column's range.
const intRange = { min: -2147483648, max: 2147483647 };

/** Fails with 404 unless the company is one of the customer's (row-level security hides the others). */
export async function assertCompanyExists(tx: Tx, companyId: string): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company_Not_Found');
}

/** A setting's value for a company: the company's own, else the customer's, else the default. */
export async function resolveSetting(
  tx: Tx,
  name: string,
  companyId: string | null = null,
): Promise<Setting> {
  const settingName = known(name);
  if (companyId) await assertCompanyExists(tx, companyId);
  const rows = await tx
    .select()
    .from(settings)
    .where(
      and(
        eq(settings.name, settingName),
        companyId
          ? or(isNull(settings.companyId), eq(settings.companyId, companyId))
          : isNull(settings.companyId),
      ),
    );
  const own = rows.find((row) => row.companyId === companyId) ?? rows.find((row) => row.companyId === null);
  return own ? fromRow(settingName, own) : fromDefault(settingName, companyId);
}

/** Every known setting at customer level (or for one company), with defaults filled in. */
export async function listSettings(tx: Tx, companyId: string | null = null): Promise<Setting[]> {
  const rows = await tx.select().from(settings);
  return (Object.keys(SettingCatalogue) as SettingName[]).map((name) => {
    const own =
      (companyId ? rows.find((row) => row.name === name && row.companyId === companyId) : undefined) ??
      rows.find((row) => row.name === name && row.companyId === null);
    return own ? fromRow(name, own) : fromDefault(name, companyId);
  });
}

/** Stores a setting value for the customer or one company; the value must match the setting's type. */
export async function updateSetting(
  tx: Tx,
  actor: Actor,
  name: string,
  update: z.output<typeof SettingUpdate>,
): Promise<Setting> {
  const settingName = known(name);
  const definition: SettingDefinition = SettingCatalogue[settingName];
  if (update.CompanyId && definition.Scope === 'Customer') throw badRequest('Setting_Customer_Only');
  if (!update.CompanyId && definition.Scope === 'Company') throw badRequest('Setting_Company_Only');
  if (update.CompanyId) {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, update.CompanyId));
    if (!company) throw validationFailed({ CompanyId: 'Validation_In_List' });
  }
  const values = {
    boolValue: definition.Type === 'Bool' ? (update.BoolValue ?? null) : null,
    intValue: definition.Type === 'Int' ? (update.IntValue ?? null) : null,
    textValue: definition.Type === 'Text' || definition.Type === 'List' ? (update.TextValue ?? null) : null,
  };
  const missing = {
    Bool: 'BoolValue',
    Int: 'IntValue',
    Text: 'TextValue',
    List: 'TextValue',
    Decimal: 'IntValue',
  }[definition.Type];
  if (Object.values(values).every((value) => value === null))
    throw validationFailed({ [missing]: 'Validation_Required' });
  if (values.intValue !== null && !Number.isInteger(values.intValue)) {
    throw validationFailed({ IntValue: 'Validation_Not_A_Number' });
  }
  if (values.intValue !== null && values.intValue > intRange.max)
    throw validationFailed({ IntValue: `Validation_Maximum_Value%%${intRange.max}` });
  if (values.intValue !== null && values.intValue < intRange.min)
    throw validationFailed({ IntValue: `Validation_Minimum_Value%%${intRange.min}` });
  const [row] = await tx
    .insert(settings)
    .values({
      tenantId: actor.tenantId,
      companyId: update.CompanyId,
      name: settingName,
      type: definition.Type,
      ...values,
    })
    .onConflictDoUpdate({
      target: [settings.tenantId, settings.name, settings.companyId],
      set: { ...values, updatedAt: new Date().toISOString() },
    })
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Setting',
    entityId: update.CompanyId ? `${settingName}@${update.CompanyId}` : settingName,
    action: 'setting',
    changes: values,
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'SettingUpdated',
    Id: settingName,
    ...(update.CompanyId ? { CompanyId: update.CompanyId } : {}),
    ByUserId: actor.userId,
  });
  return fromRow(settingName, row);
}
