import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  ConfirmationDialog,
  Modal,
  Pager,
  Tooltip,
  TriStateCheckbox,
  ValidationInput,
} from '../../components';
import { KitExample, KitSection } from './KitSection';

const LONG_TEXT = 'A long explanation of a posting rule. '.repeat(30);

/** Modal, confirmation, tooltips, validation input and pager. */
export function OverlaySection() {
  const [modal, setModal] = useState<'closed' | 'withIcon' | 'withoutIcon'>('closed');
  const [confirming, setConfirming] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [confirmed, setConfirmed] = useState(0);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const nameMessage = name.length > 5 ? 'Validation_Maximum_Length%%5' : null;

  return (
    <KitSection title="Overlays">
      <Group gap="xs">
        <Button size="xs" onClick={() => setModal('withIcon')} data-testid="open-modal">
          Modal
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setModal('withoutIcon')}
          data-testid="open-modal-no-icon"
        >
          Modal without close icon
        </Button>
        <Button size="xs" variant="default" onClick={() => setConfirming(true)} data-testid="open-confirm">
          Confirmation
        </Button>
        <Text size="xs" data-testid="confirmed-count">
          {confirmed}
        </Text>
      </Group>
      <Modal
        opened={modal !== 'closed'}
        onClose={() => setModal('closed')}
        title="Modal"
        withCloseButton={modal === 'withIcon'}
      >
        <Text size="sm" data-testid="modal-content">
          Clicks in here keep the dialog open.
        </Text>
      </Modal>
      <ConfirmationDialog
        opened={confirming}
        invalid={invalid}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirmed((total) => total + 1);
          setConfirming(false);
        }}
      >
        <TriStateCheckbox
          label="Flag content invalid"
          value={invalid}
          onChange={(next) => setInvalid(next === true)}
        />
      </ConfirmationDialog>
      <KitExample name="validation" value={nameMessage}>
        <ValidationInput message={nameMessage} data-testid="validation">
          <TextInput
            size="xs"
            label="Name (at most 5 characters)"
            value={name}
            error={Boolean(nameMessage)}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </ValidationInput>
      </KitExample>
      <Group gap="xs">
        <Tooltip message="Validation_Required">
          <Button size="xs" variant="default" data-testid="tooltip-short">
            Short tooltip
          </Button>
        </Tooltip>
        <Tooltip message={LONG_TEXT}>
          <Button size="xs" variant="default" data-testid="tooltip-long">
            Long tooltip
          </Button>
        </Tooltip>
      </Group>
      <KitExample name="pager" value={page}>
        <Pager totalCount={500} page={page} onChange={setPage} data-testid="pager" />
      </KitExample>
      <KitExample name="pager-short">
        <Pager totalCount={200} page={3} onChange={() => {}} data-testid="pager-short" />
      </KitExample>
    </KitSection>
  );
}
