import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ImportTarget, isCodeListTarget } from '../../../domain/masterdata/import/index';
import { targetLabelKey } from './importChoices';
import { TableFileDrop } from './TableFileDrop';

type Props = {
  companies: { value: string; label: string }[];
  companyId: string | null;
  onCompany: (companyId: string) => void;
  targets: ImportTarget[];
  target: ImportTarget | null;
  onTarget: (target: ImportTarget) => void;
  fileName: string | null;
  onFile: (file: File) => void;
  busy: boolean;
};

/** The first step: the company, what to import into it, and the file. */
export function ImportSetup(props: Props) {
  const { t } = useTranslation();
  const option = (target: ImportTarget) => ({ value: target, label: t(targetLabelKey(target)) });
  const relations = props.targets.filter((target) => !isCodeListTarget(target));
  const codeLists = props.targets.filter(isCodeListTarget);
  const groups = [
    ...(relations.length > 0
      ? [{ group: t('Relation_Import_Relations'), items: relations.map(option) }]
      : []),
    ...(codeLists.length > 0 ? [{ group: t('Code_Lists'), items: codeLists.map(option) }] : []),
  ];
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          size="xs"
          w={280}
          label={t('Company')}
          placeholder={t('Select_Company')}
          data={props.companies}
          value={props.companyId}
          onChange={(value) => value && props.onCompany(value)}
          searchable
          allowDeselect={false}
          disabled={props.busy}
          data-testid="relation-import-company"
        />
        <Select
          size="xs"
          w={280}
          label={t('Relation_Import_What')}
          data={groups}
          value={props.target}
          onChange={(value) => value && props.onTarget(value as ImportTarget)}
          searchable
          allowDeselect={false}
          disabled={props.busy}
          data-testid="relation-import-target"
        />
      </Group>
      <TableFileDrop
        fileName={props.fileName}
        onFile={props.onFile}
        disabled={props.busy || !props.companyId || !props.target}
      />
    </Stack>
  );
}
