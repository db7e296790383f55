import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionCatalogue } from '../../../domain/workflow';
import { useWorkflowSettings, type WorkflowActionInfo } from '../../api/workflowSettings';
import { ListState } from '../common/ListState';
import { SearchBox } from '../MasterData/SearchBox';
import '../MasterData/masterdata.css';
import { CustomizeHeader } from './CustomizeHeader';
import { actionNameKey, directionKeys, kindKeys, scopeKeys } from './labels';
import { NameActions, NameCells, onNameRowKey, useNameEditor } from './names/NameCells';
import { actionUse, matchesSearch } from './names/names';
import { type Names, type SaveNames, useWorkflowNames } from './names/useWorkflowNames';
import { NeedsBadges } from './statusActions/NeedsBadges';

type RowProps = { info: WorkflowActionInfo; names: Names; used: number; canEdit: boolean; save: SaveNames };

function ActionRow({ info, names, used, canEdit, save }: RowProps) {
  const { t } = useTranslation();
  const editor = useNameEditor(actionNameKey(info.Action), names, save);
  return (
    <Table.Tr
      className="ll-md-row"
      tabIndex={editor.editing ? -1 : 0}
      onKeyDown={(event) => onNameRowKey(event, editor, canEdit)}
      onDoubleClick={() => canEdit && !editor.editing && editor.start()}
      data-testid="action-row"
    >
      <Table.Td>
        <Text size="xs" c="dimmed" className="ll-md-mono">
          {info.Action}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{t(kindKeys[info.Kind])}</Text>
          <Text size="xs" c="dimmed">
            {t(scopeKeys[info.Scope])} · {t(directionKeys[info.Direction])}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <NeedsBadges row={info} />
      </Table.Td>
      <NameCells names={names} editor={editor} canEdit={canEdit} />
      <Table.Td className="ll-md-number">
        {used === 0 ? (
          <Badge size="xs" variant="light" color="gray">
            {t('Customize_Unused')}
          </Badge>
        ) : (
          used
        )}
      </Table.Td>
      <NameActions editor={editor} canEdit={canEdit} />
    </Table.Tr>
  );
}

/** /customize-environment/actions: the action catalogue with its kinds, defaults, names and use. */
export function ActionsPage() {
  const { t } = useTranslation();
  const settings = useWorkflowSettings();
  const names = useWorkflowNames();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const use = useMemo(() => actionUse(settings.data?.StatusActions ?? []), [settings.data]);

  const rows = (settings.data?.Actions ?? []).map((info) => ({
    info,
    names: names.namesOf(actionNameKey(info.Action), ActionCatalogue[info.Action].Names),
  }));
  const shown = rows.filter(({ info, names: own }) =>
    matchesSearch(search, [info.Action, own['nl-NL'].text, own['en-US'].text, t(kindKeys[info.Kind])]),
  );

  return (
    <>
      <CustomizeHeader title={t('Actions')} description={t('Customize_Card_Actions')} />
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
          <Table className="ll-md-table" highlightOnHover verticalSpacing={4} data-testid="actions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className="ll-md-th">{t('Customize_Action')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Customize_Kind')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Customize_Row_Defaults')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Locale_nl-NL')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Locale_en-US')}</Table.Th>
                <Table.Th className="ll-md-th ll-md-number">{t('Customize_Rows_Using')}</Table.Th>
                <Table.Th className="ll-md-th" aria-label={t('Actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody ref={bodyRef}>
              {shown.map(({ info, names: own }) => (
                <ActionRow
                  key={info.Action}
                  info={info}
                  names={own}
                  used={use.get(info.Action) ?? 0}
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
