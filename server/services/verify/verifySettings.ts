import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { SettingCatalogue, type SettingName } from '../../../domain/entities/setting';
import {
  type DuplicateBehaviour,
  DuplicateBehaviours,
  type PostDateBehaviour,
  PostDateBehaviours,
  type VerifySettings,
} from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import { settings } from '../../db/schema/index';
import { assertCompanyExists } from '../settings/settings';

type BoolKey = {
  [K in keyof VerifySettings]: VerifySettings[K] extends boolean ? K : never;
}[keyof VerifySettings];

const BoolKeys: BoolKey[] = [
  'DiscountIsPossible',
  'OnlySaveIfValid',
  'ValidatePurchaseOrderNumber',
  'ValidateIban',
  'ValidateIbanRequired',
  'AutoBalanceVat',
  'UsePeriodsForPurchaseJournal',
  'UserIdRequired',
  'AlwaysApplyVendorCurrency',
  'UseVerifyDescription',
  'ShowAdministration',
  'DisableVatPercentageCheckOnHeaderTaxCode',
];

const settingName = (key: keyof VerifySettings) => `Verify_${key}` as SettingName;
const AllKeys: Array<keyof VerifySettings> = [
  ...BoolKeys,
  'MaximumNumberOfDaysInPast',
  'MaximumNumberOfDaysInFuture',
  'PostDateBehaviour',
  'DuplicateBehaviour',
];

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * Verify/GetVerifySettings/{companyId}: the company's Verify_* settings, each the company's own value, else the
 * customer's, else the catalogue default, read in one query. 404 Company_Not_Found for another customer's company.
 */
export async function resolveVerifySettings(tx: Tx, companyId: string): Promise<VerifySettings> {
  await assertCompanyExists(tx, companyId);
  const rows = await tx
    .select()
    .from(settings)
    .where(
      and(
        inArray(settings.name, AllKeys.map(settingName)),
        or(isNull(settings.companyId), eq(settings.companyId, companyId)),
      ),
    );
  const value = (key: keyof VerifySettings) => {
    const name = settingName(key);
    const row =
      rows.find((r) => r.name === name && r.companyId === companyId) ??
      rows.find((r) => r.name === name && r.companyId === null);
    const stored = row ? (row.boolValue ?? row.intValue ?? row.textValue) : null;
    return stored ?? SettingCatalogue[name].Default;
  };
  const bools = Object.fromEntries(BoolKeys.map((key) => [key, Boolean(value(key))])) as Pick<
    VerifySettings,
    BoolKey
  >;
  return {
    ...bools,
    MaximumNumberOfDaysInPast: Number(value('MaximumNumberOfDaysInPast')),
    MaximumNumberOfDaysInFuture: Number(value('MaximumNumberOfDaysInFuture')),
    PostDateBehaviour: oneOf<PostDateBehaviour>(
      PostDateBehaviours,
      value('PostDateBehaviour'),
      'InvoiceDate',
    ),
    DuplicateBehaviour: oneOf<DuplicateBehaviour>(DuplicateBehaviours, value('DuplicateBehaviour'), 'Warn'),
  };
}
