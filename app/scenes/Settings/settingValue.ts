import type { Setting, SettingUpdate } from '../../../domain/entities/setting';

/** The editable value of a setting, whatever its type. */
export type SettingValue = boolean | number | string | null;

/** The value a setting holds, read from the field that matches its type. */
export function settingValueOf(setting: Setting): SettingValue {
  switch (setting.Type) {
    case 'Bool':
      return setting.BoolValue;
    case 'Int':
    case 'Decimal':
      return setting.IntValue;
    default:
      return setting.TextValue;
  }
}

/** The update body carrying the value in the field matching the setting's type. */
export function updateOf(
  setting: Pick<Setting, 'Type'>,
  value: SettingValue,
  companyId: string | null,
): SettingUpdate {
  switch (setting.Type) {
    case 'Bool':
      return { CompanyId: companyId, BoolValue: typeof value === 'boolean' ? value : null };
    case 'Int':
    case 'Decimal':
      return { CompanyId: companyId, IntValue: typeof value === 'number' ? value : null };
    default:
      return { CompanyId: companyId, TextValue: value === null ? null : String(value) };
  }
}
