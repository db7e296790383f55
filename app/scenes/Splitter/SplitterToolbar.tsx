import { ActionIcon, Button, Tooltip } from '@mantine/core';
import {
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconArrowMergeLeft,
  IconDeviceFloppy,
  IconRotate,
  IconRotateClockwise,
  IconScissors,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyHelp } from './KeyHelp';
import type { SplitterCommand } from './splitterKeys';

/** A toolbar button with its key in the tooltip. */
function Tool({
  label,
  onClick,
  disabled,
  children,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The splitter's actions, each with its key in the tooltip; the keys in a help popover. */
export function SplitterToolbar({
  run,
  pageDisabled,
  sourceDisabled,
  saveDisabled,
  saving,
  onDeleteSource,
  onSave,
}: {
  run: (command: SplitterCommand) => void;
  /** No focused page, or nothing may change. */
  pageDisabled: boolean;
  sourceDisabled: boolean;
  saveDisabled: boolean;
  saving: boolean;
  onDeleteSource: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tool
        label={`${t('Splitter_Key_Split')} (S)`}
        onClick={() => run({ kind: 'split' })}
        disabled={pageDisabled}
        testId="split-split"
      >
        <IconScissors size={16} />
      </Tool>
      <Tool
        label={`${t('Splitter_Key_Join')} (J)`}
        onClick={() => run({ kind: 'join' })}
        disabled={pageDisabled}
        testId="split-join"
      >
        <IconArrowMergeLeft size={16} />
      </Tool>
      <Tool
        label={`${t('Splitter_Move_Previous')} (Ctrl+←)`}
        onClick={() => run({ kind: 'move', direction: -1 })}
        disabled={pageDisabled}
        testId="split-move-previous"
      >
        <IconArrowBarToLeft size={16} />
      </Tool>
      <Tool
        label={`${t('Splitter_Move_Next')} (Ctrl+→)`}
        onClick={() => run({ kind: 'move', direction: 1 })}
        disabled={pageDisabled}
        testId="split-move-next"
      >
        <IconArrowBarToRight size={16} />
      </Tool>
      <Tool
        label={`${t('Splitter_Rotate_Left')} (Shift+R)`}
        onClick={() => run({ kind: 'rotate', degrees: -90 })}
        disabled={pageDisabled}
        testId="split-rotate-left"
      >
        <IconRotate size={16} />
      </Tool>
      <Tool
        label={`${t('Splitter_Rotate_Right')} (R)`}
        onClick={() => run({ kind: 'rotate', degrees: 90 })}
        disabled={pageDisabled}
        testId="split-rotate-right"
      >
        <IconRotateClockwise size={16} />
      </Tool>
      <Tool
        label={`${t('Splitter_Key_Delete_Page')} (Delete)`}
        onClick={() => run({ kind: 'deletePage' })}
        disabled={pageDisabled}
        testId="split-delete-page"
      >
        <IconTrash size={16} />
      </Tool>
      <KeyHelp />
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrashX size={14} />}
        disabled={sourceDisabled}
        onClick={onDeleteSource}
        data-testid="split-delete-source"
      >
        {t('Splitter_Delete_Source')}
      </Button>
      <Button
        size="xs"
        leftSection={<IconDeviceFloppy size={14} />}
        disabled={saveDisabled}
        loading={saving}
        onClick={onSave}
        data-testid="split-save"
      >
        {t('Save')}
      </Button>
    </>
  );
}
