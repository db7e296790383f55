import { Card, Center, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellData } from '../../session/ShellDataContext';
import { PageHeader } from '../common/PageHeader';
import { scenes } from '../registry';
import { visibleCustomizePages } from './customizePages';
import './customize.css';

const hasScreen = (path: string) => path in scenes;

/** /customize-environment: a card for each sub page the user may open. */
export function CustomizeEnvironmentPage() {
  const { t } = useTranslation();
  const { guard } = useShellData();
  const pages = visibleCustomizePages(guard, hasScreen);

  return (
    <>
      <PageHeader title={t('Customize_Environment')} description={t('Customize_Environment_Info')} />
      {pages.length === 0 ? (
        <Center py="xl">
          <Text size="sm" c="dimmed">
            {t('Customize_No_Pages')}
          </Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" maw={1100} data-testid="customize-pages">
          {pages.map((page) => (
            <UnstyledButton key={page.path} component={Link} to={page.path} data-testid="customize-page">
              <Card withBorder radius="md" padding="sm" h="100%" className="ll-customize-card">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm">
                    {t(page.title)}
                  </Text>
                  <IconChevronRight size={16} aria-hidden />
                </Group>
                <Text size="xs" c="dimmed" mt={4}>
                  {t(page.description)}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
