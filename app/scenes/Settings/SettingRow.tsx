import { Button, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Setting } from '../../../domain/entities/setting';
import { useSaveSetting } from '../../api/settings';
import { useIsReadOnly } from '../../session/sessionStore';
import { reportSaved } from '../common/reportSaved';
import { useFieldErrors } from '../common/useMessage';
import { SettingValueEditor } from './SettingValueEditor';
import { type SettingValue, settingValueOf, updateOf } from './settingValue';

/** A setting value with its editor and a save button that lights up once changed. */
export function SettingValueForm({ setting, companyId }: { setting: Setting; companyId: string | null }) {
  const { t } = useTranslation();
  const save = useSaveSetting();
  const [value, setValue] = useState<SettingValue>(settingValueOf(setting));
  useEffect(() => setValue(settingValueOf(setting)), [setting]);
  const error = useFieldErrors(save.error);
  const changed = value !== settingValueOf(setting);
  const readOnly = useIsReadOnly();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <SettingValueEditor
        type={setting.Type}
        value={value}
        onChange={setValue}
        label={setting.Name}
        disabled={readOnly}
        error={error('TextValue') ?? error('IntValue') ?? error('BoolValue')}
      />
      {!readOnly && (
        <Button
          size="compact-sm"
          variant={changed ? 'filled' : 'default'}
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            reportSaved(save.mutateAsync({ name: setting.Name, update: updateOf(setting, value, companyId) }))
          }
          data-testid={`setting-save-${setting.Name}`}
        >
          {t('Save')}
        </Button>
      )}
    </Group>
  );
}
