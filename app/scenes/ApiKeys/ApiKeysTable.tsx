import { Anchor, Badge, Button, Code, Group, Table, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiKey } from '../../../domain/api/apiKey';
import { apiScopeLabel } from '../../../domain/api/scopes';
import { maskedKey, moment } from './format';

type Props = { keys: ApiKey[]; readOnly: boolean; onRevoke: (key: ApiKey) => void };

/** The keys: name (to its page), prefix, scopes, made, last used, and whether it is revoked. */
export function ApiKeysTable({ keys, readOnly, onRevoke }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing={6} data-testid="api-keys-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Api_Key_Name')}</Table.Th>
            <Table.Th>{t('Api_Key_Prefix')}</Table.Th>
            <Table.Th>{t('Api_Key_Scopes')}</Table.Th>
            <Table.Th>{t('Created')}</Table.Th>
            <Table.Th>{t('Api_Key_Last_Used')}</Table.Th>
            <Table.Th>{t('State')}</Table.Th>
            <Table.Th w={110} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.Id} data-testid="api-key-row" data-revoked={key.Revoked ? 'true' : 'false'}>
              <Table.Td>
                <Anchor component={Link} to={`/api-key-overview/${key.Id}`} size="sm">
                  {key.Name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Code>{maskedKey(key.Prefix)}</Code>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {key.Scopes.map((scope) => (
                    <Badge key={scope} size="xs" variant="light" title={scope}>
                      {t(apiScopeLabel(scope))}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{moment(key.Created, i18n.language)}</Text>
                {key.CreatedBy && (
                  <Text size="xs" c="dimmed">
                    {key.CreatedBy}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={key.LastUsed ? undefined : 'dimmed'}>
                  {key.LastUsed ? moment(key.LastUsed, i18n.language) : t('Never')}
                </Text>
              </Table.Td>
              <Table.Td>
                {key.Revoked ? (
                  <Badge color="gray" variant="light">
                    {t('Api_Key_Revoked_On', { 0: moment(key.Revoked, i18n.language) })}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    {t('Active')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {!readOnly && !key.Revoked && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconBan size={14} />}
                    onClick={() => onRevoke(key)}
                    aria-label={t('Revoke_Api_Key', { 0: key.Name })}
                    data-testid="api-key-revoke"
                  >
                    {t('Revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
