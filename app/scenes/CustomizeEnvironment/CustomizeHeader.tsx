import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellData } from '../../session/ShellDataContext';
import { PageHeader } from '../common/PageHeader';
import './customize.css';

const landing = '/customize-environment';

/** The top of a customize-environment sub page: the way back to the landing page (for who may open it), title and actions. */
export function CustomizeHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { guard } = useShellData();
  return (
    <>
      {guard.viewRights.has('CustomizeSettings') && (
        <Anchor component={Link} to={landing} size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('Customize_Environment')}
          </Group>
        </Anchor>
      )}
      <PageHeader title={title} description={description} actions={actions} />
    </>
  );
}
