import { ActionIcon, Affix, Drawer, ScrollArea, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { InContextTranslationLocale } from '../../domain/entities/enums';
import { subscribeTrackedKeys, trackedKeys, trackedVersion } from './keyTracker';
import { TranslatableRow } from './TranslatableRow';

/** The in-context translation tool: for locale aa-ER, every text seen on screen can be edited in place. */
export function TranslationTool() {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [filter, setFilter] = useState('');
  useSyncExternalStore(subscribeTrackedKeys, trackedVersion, trackedVersion);
  if (i18n.language !== InContextTranslationLocale) return null;
  const keys = trackedKeys().filter((key) => key.toLowerCase().includes(filter.toLowerCase()));
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }}>
        <Tooltip label={t('Translation_Tool')}>
          <ActionIcon
            size="xl"
            radius="xl"
            aria-label={t('Translation_Tool')}
            onClick={() => setOpened(true)}
          >
            <IconLanguage />
          </ActionIcon>
        </Tooltip>
      </Affix>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('Translation_Tool')}
        position="right"
        size="md"
      >
        <Stack gap="sm">
          <TextInput
            placeholder={t('Search')}
            aria-label={t('Search')}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          <ScrollArea.Autosize mah="calc(100vh - 160px)">
            <Stack gap={4}>
              {keys.map((key) => (
                <TranslatableRow key={key} translationKey={key} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Drawer>
    </>
  );
}
