import { Badge, Button, Center, Code, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconBan } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiScopeLabel } from '../../../domain/api/scopes';
import { useApiKey } from '../../api/apiKeys';
import { useIsReadOnly } from '../../session/sessionStore';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { PageHeader } from '../common/PageHeader';
import { maskedKey, moment } from './format';
import { RevokeDialog } from './RevokeDialog';

/** /api-key-overview/:id: one key — what it may do, who made it, when it was last used — and revoking it. */
export function ApiKeyDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const readOnly = useIsReadOnly();
  const key = useApiKey(id);
  const [revoking, setRevoking] = useState(false);

  if (key.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (key.isError)
    return (
      <NotFoundState
        title={t('Api_Key_Overview')}
        message={t(notFoundMessage(key.error, 'Api_Key_Not_Found'))}
        backTo="/api-key-overview"
        backLabel={t('Back_To_Api_Keys')}
      />
    );
  const apiKey = key.data;
  const rows: Array<[string, ReactNode]> = [
    [t('Api_Key_Prefix'), <Code key="prefix">{maskedKey(apiKey.Prefix)}</Code>],
    [
      t('Api_Key_Scopes'),
      <Group key="scopes" gap={4}>
        {apiKey.Scopes.map((scope) => (
          <Badge key={scope} size="sm" variant="light">
            {t(apiScopeLabel(scope))}{' '}
            <Text span size="xs" c="dimmed">
              ({scope})
            </Text>
          </Badge>
        ))}
      </Group>,
    ],
    [
      t('Created'),
      `${moment(apiKey.Created, i18n.language)}${apiKey.CreatedBy ? ` · ${apiKey.CreatedBy}` : ''}`,
    ],
    [t('Api_Key_Last_Used'), apiKey.LastUsed ? moment(apiKey.LastUsed, i18n.language) : t('Never')],
    [
      t('State'),
      apiKey.Revoked ? t('Api_Key_Revoked_On', { 0: moment(apiKey.Revoked, i18n.language) }) : t('Active'),
    ],
  ];

  return (
    <>
      <PageHeader
        title={apiKey.Name}
        description={t('Api_Key_Overview')}
        actions={
          <>
            <Button
              component={Link}
              to="/api-key-overview"
              size="xs"
              variant="default"
              leftSection={<IconArrowLeft size={14} />}
            >
              {t('Back_To_Api_Keys')}
            </Button>
            {!readOnly && !apiKey.Revoked && (
              <Button
                size="xs"
                color="red"
                leftSection={<IconBan size={14} />}
                onClick={() => setRevoking(true)}
                data-testid="api-key-revoke"
              >
                {t('Revoke')}
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p="sm" maw={720}>
        <Stack gap="xs">
          <Table verticalSpacing={6} data-testid="api-key-detail">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={180}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('Api_Key_Detail_Info')}
          </Text>
        </Stack>
      </Paper>
      <RevokeDialog apiKey={revoking ? apiKey : null} onClose={() => setRevoking(false)} />
    </>
  );
}
