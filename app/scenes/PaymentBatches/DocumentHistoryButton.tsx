import { ActionIcon, Center, Loader, Popover, ScrollArea, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentHistory } from '../../api/history';
import { HistoryList } from '../Documents/HistoryList';

/** The history icon of a document to pay: its workflow history in a popover, loaded when opened. */
export function DocumentHistoryButton({ documentId, label }: { documentId: string; label: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const history = useDocumentHistory(documentId, 'PurchaseInvoice', opened);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-start"
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`${t('History')} ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            setOpened((open) => !open);
          }}
          onKeyDown={(event) => event.stopPropagation()}
          data-testid="document-history"
        >
          <IconHistory size={15} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown onClick={(event) => event.stopPropagation()}>
        {history.isPending ? (
          <Center py="md">
            <Loader size="xs" />
          </Center>
        ) : history.isError ? (
          <Text size="sm" c="red.7">
            {t('List_Load_Failed')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <HistoryList entries={history.data} />
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
