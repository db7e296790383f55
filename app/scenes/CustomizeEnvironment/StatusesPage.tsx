import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkflowStatuses } from '../../../domain/workflow';
import { useWorkflowSettings, type WorkflowStatusInfo } from '../../api/workflowSettings';
import { ListState } from '../common/ListState';
import { SearchBox } from '../MasterData/SearchBox';
import '../MasterData/masterdata.css';
import { CustomizeHeader } from './CustomizeHeader';
import { stageKeys, statusNameKey } from './labels';
import { NameActions, NameCells, onNameRowKey, useNameEditor } from './names/NameCells';
import { matchesSearch, type StatusTraffic, statusTraffic } from './names/names';
import { type Names, type SaveNames, useWorkflowNames } from './names/useWorkflowNames';

type RowProps = {
  info: WorkflowStatusInfo;
  names: Names;
  traffic: StatusTraffic;
  canEdit: boolean;
  save: SaveNames;
};

function StatusRow({ info, names, traffic, canEdit, save }: RowProps) {
  const { t } = useTranslation();
  const editor = useNameEditor(statusNameKey(info.Status), names, save);
  return (
    <Table.Tr
      className="ll-md-row"
      tabIndex={editor.editing ? -1 : 0}
      onKeyDown={(event) => onNameRowKey(event, editor, canEdit)}
      onDoubleClick={() => canEdit && !editor.editing && editor.start()}
      data-testid="status-row"
    >
      <Table.Td>
        <Text size="xs" c="dimmed" className="ll-md-mono">
          {info.Status}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" color={info.Done ? 'gray' : 'blue'}>
          {t(stageKeys[info.Stage])}
        </Badge>
      </Table.Td>
      <NameCells names={names} editor={editor} canEdit={canEdit} />
      <Table.Td className="ll-md-number">{traffic.into}</Table.Td>
      <Table.Td className="ll-md-number">{traffic.outOf}</Table.Td>
      <NameActions editor={editor} canEdit={canEdit} />
    </Table.Tr>
  );
}

/** /customize-environment/statuses: every workflow status with its stage, its names and its rows. */
export function StatusesPage() {
  const { t } = useTranslation();
  const settings = useWorkflowSettings();
  const names = useWorkflowNames();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const traffic = useMemo(() => statusTraffic(settings.data?.StatusActions ?? []), [settings.data]);

  const rows = (settings.data?.Statuses ?? []).map((info) => {
    const defaults = WorkflowStatuses[info.Status].Names;
    return { info, names: names.namesOf(statusNameKey(info.Status), defaults) };
  });
  const shown = rows.filter(({ info, names: own }) =>
    matchesSearch(search, [info.Status, own['nl-NL'].text, own['en-US'].text, t(stageKeys[info.Stage])]),
  );

  return (
    <>
      <CustomizeHeader title={t('Statuses')} description={t('Customize_Card_Statuses')} />
      <Group mb="sm" gap="sm" wrap="wrap">
        <SearchBox
          value={search}
          onChange={setSearch}
          inputRef={searchRef}
          onArrowDown={() => bodyRef.current?.querySelector<HTMLElement>('.ll-md-row')?.focus()}
        />
        {!names.canEdit && (
          <Text size="xs" c="dimmed">
            {t('Customize_Names_Read_Only')}
          </Text>
        )}
      </Group>
      <Paper withBorder radius="md" className="ll-md-scroll">
        <ListState
          query={{
            isPending: settings.isPending || names.loading,
            isError: settings.isError || names.failed,
          }}
          count={shown.length}
          empty={t('Customize_No_Match')}
        >
          <Table className="ll-md-table" highlightOnHover verticalSpacing={4} data-testid="statuses-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className="ll-md-th">{t('Status')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Customize_Stage')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Locale_nl-NL')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Locale_en-US')}</Table.Th>
                <Table.Th className="ll-md-th ll-md-number">{t('Customize_Rows_Into')}</Table.Th>
                <Table.Th className="ll-md-th ll-md-number">{t('Customize_Rows_Out_Of')}</Table.Th>
                <Table.Th className="ll-md-th" aria-label={t('Actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody ref={bodyRef}>
              {shown.map(({ info, names: own }) => (
                <StatusRow
                  key={info.Status}
                  info={info}
                  names={own}
                  traffic={traffic.get(info.Status) ?? { into: 0, outOf: 0 }}
                  canEdit={names.canEdit}
                  save={names.saveNames}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Paper>
    </>
  );
}
