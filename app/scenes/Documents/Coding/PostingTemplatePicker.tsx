import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewDocumentType } from '../../../../domain/documents';
import type { PostingTemplate } from '../../../../domain/masterdata/index';
import { usePostingTemplates } from '../../../api/postingTemplates';
import { ConfirmationDialog } from '../../../components/ConfirmationDialog';

type Props = {
  companyId: string;
  documentType: OverviewDocumentType;
  value: string | null;
  lineCount: number;
  disabled: boolean;
  onApply: (template: PostingTemplate) => void;
};

/** A searchable choice of the company's posting templates for the document type; applying one replaces the lines. */
export function PostingTemplatePicker({
  companyId,
  documentType,
  value,
  lineCount,
  disabled,
  onApply,
}: Props) {
  const { t } = useTranslation();
  const { data = [] } = usePostingTemplates(companyId);
  const [asked, setAsked] = useState<PostingTemplate | null>(null);
  const templates = data.filter((template) => template.DocumentType === documentType);
  const choose = (id: string | null) => {
    const template = templates.find((candidate) => candidate.Id === id);
    if (!template) return;
    if (lineCount > 0) setAsked(template);
    else onApply(template);
  };
  return (
    <>
      <Select
        size="xs"
        searchable
        clearable={false}
        w={260}
        aria-label={t('Posting_Template')}
        placeholder={t('Coding_Apply_Posting_Template')}
        nothingFoundMessage={t('Coding_No_Posting_Templates')}
        disabled={disabled}
        data={templates.map((template) => ({ value: template.Id, label: template.Name }))}
        value={templates.some((template) => template.Id === value) ? value : null}
        onChange={choose}
        data-testid="coding-template"
      />
      <ConfirmationDialog
        opened={asked !== null}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) onApply(asked);
          setAsked(null);
        }}
      >
        <Text size="sm">{t('Coding_Replace_Lines_Confirm', { 0: lineCount, 1: asked?.Name ?? '' })}</Text>
      </ConfirmationDialog>
    </>
  );
}
