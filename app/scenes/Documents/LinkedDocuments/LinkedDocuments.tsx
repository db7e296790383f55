import { ActionIcon, Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentRecord } from '../../../../domain/documents';
import type { LinkedDocument } from '../../../../domain/documents/links';
import { useCurrentUser } from '../../../api/currentUser';
import { useLinkedDocuments, useLinkPackingSlip } from '../../../api/documentLinks';
import { ConfirmationDialog } from '../../../components';
import { useIsReadOnly } from '../../../session/sessionStore';
import { formatDocumentDate } from '../cells';
import { DocumentTypeLooks } from '../documentTypes';
import { PackingSlipPicker } from './PackingSlipPicker';

/**
 * The documents linked to a purchase invoice or packing slip, each opening its own detail; on an invoice, a user
 * with LinkPackingSlipToInvoice links packing slips from a search box and unlinks them after a confirmation.
 */
export function LinkedDocuments({ document: doc }: { document: DocumentRecord }) {
  const { t, i18n } = useTranslation();
  const links = useLinkedDocuments(doc.Id);
  const user = useCurrentUser();
  const readOnly = useIsReadOnly();
  const change = useLinkPackingSlip();
  const [unlinking, setUnlinking] = useState<LinkedDocument | null>(null);
  const mayLink =
    doc.DocumentType === 'PurchaseInvoice' &&
    !readOnly &&
    (user.data?.UserActionRights ?? []).includes('LinkPackingSlipToInvoice');
  const rows = links.data ?? [];

  const unlink = () => {
    if (unlinking) change.mutate({ invoiceId: doc.Id, packingSlipId: unlinking.Id, unlink: true });
    setUnlinking(null);
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="linked-documents">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('Linked_Documents')}
        </Text>
        {rows.length === 0 ? (
          <Text size="xs" c="dimmed" data-testid="linked-documents-empty">
            {links.isPending ? '' : t('No_Linked_Documents')}
          </Text>
        ) : (
          <Table verticalSpacing={2} horizontalSpacing="xs" fz="sm" data-testid="linked-documents-list">
            <Table.Tbody>
              {rows.map((link) => (
                <Table.Tr key={link.Id} data-testid="linked-document">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${DocumentTypeLooks[link.DocumentType].detailPath}/${link.Id}`}
                    >
                      {link.DocumentNumber || t(DocumentTypeLooks[link.DocumentType].detailTitle)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDocumentDate(link.DocumentDate, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {link.RelationName}
                    </Text>
                  </Table.Td>
                  {mayLink && (
                    <Table.Td w={1}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="gray"
                        aria-label={t('Unlink_Packing_Slip')}
                        disabled={change.isPending}
                        onClick={() => setUnlinking(link)}
                        data-testid="linked-document-unlink"
                      >
                        <IconLinkOff size={14} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {mayLink && (
          <Group grow>
            <PackingSlipPicker
              invoiceId={doc.Id}
              onPick={(packingSlipId) => change.mutate({ invoiceId: doc.Id, packingSlipId })}
            />
          </Group>
        )}
      </Stack>
      <ConfirmationDialog opened={unlinking !== null} onConfirm={unlink} onCancel={() => setUnlinking(null)}>
        <Text size="sm">{t('Unlink_Packing_Slip_Confirm', { 0: unlinking?.DocumentNumber ?? '' })}</Text>
      </ConfirmationDialog>
    </Paper>
  );
}
