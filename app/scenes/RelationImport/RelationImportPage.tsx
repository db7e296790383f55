import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ImportMapping,
  ImportPreview,
  ImportReport,
  ImportTarget,
} from '../../../domain/masterdata/import/index';
import { previewRelationImport, useImportPreview, useRunImport } from '../../api/relationImport';
import { useShellData } from '../../session/ShellDataContext';
import { PageHeader } from '../common/PageHeader';
import { useMessage } from '../common/useMessage';
import { ImportReportView } from './ImportReportView';
import { ImportSetup } from './ImportSetup';
import { importTargetsFor } from './importChoices';
import { failureMessage, uploadExpired } from './importFailure';
import { MappingTable } from './MappingTable';
import { PreviewTable } from './PreviewTable';

/**
 * Relation import (issue 9 §4): choose the company and what to import, drop a CSV or XLSX file, map its columns,
 * check the preview with its errors per row, import the valid rows in one go and read the report. A failed import
 * keeps the file and the mapping, so it can simply be tried again.
 */
export function RelationImportPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { base } = useShellData();
  const companies = base.companies
    .filter((company) => !company.IsDeleted)
    .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const targets = importTargetsFor(base.user);
  const [companyId, setCompanyId] = useState<string | null>(
    companies.length === 1 ? (companies[0]?.value ?? null) : null,
  );
  const [target, setTarget] = useState<ImportTarget | null>(targets[0] ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const previewing = useImportPreview();
  const running = useRunImport();
  const reportTitle = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (report) reportTitle.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [report]);

  const read = (next: { companyId: string | null; target: ImportTarget | null; file: File | null }) => {
    setReport(null);
    setPreview(null);
    if (!next.companyId || !next.target || !next.file) return;
    previewing.mutate(
      { companyId: next.companyId, target: next.target, file: next.file },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setMapping(answer.Mapping);
        },
      },
    );
  };

  const request = (uploadId: string, chosen: ImportMapping) => ({
    UploadId: uploadId,
    CompanyId: companyId ?? '',
    Target: target ?? 'Vendor',
    Mapping: chosen,
  });

  const map = (field: string, column: string | null) => {
    if (!preview) return;
    const next = { ...mapping };
    if (column) next[field] = column;
    else delete next[field];
    setMapping(next);
    running.reset();
    previewing.mutate(request(preview.UploadId, next), { onSuccess: setPreview });
  };

  const importNow = async () => {
    if (!preview) return;
    try {
      setReport(await running.mutateAsync(request(preview.UploadId, mapping)));
    } catch (error) {
      // An upload kept longer than an hour is gone: the file is still here, so it is sent again.
      if (!uploadExpired(error) || !file || !companyId || !target) return;
      const fresh = await previewRelationImport(companyId, target, file);
      setPreview({ ...preview, UploadId: fresh.UploadId });
      setReport(await running.mutateAsync(request(fresh.UploadId, mapping)));
    }
  };

  const again = () => {
    setFile(null);
    setPreview(null);
    setReport(null);
  };

  const busy = previewing.isPending || running.isPending;
  const failure = running.error ?? previewing.error;
  const canImport =
    preview !== null && Object.keys(preview.MappingErrors).length === 0 && preview.ValidCount > 0 && !busy;

  return (
    <>
      <PageHeader title={t('Relation_Import')} description={t('Relation_Import_Info')} />
      <Stack gap="md" maw={1100}>
        <Paper withBorder radius="md" p="md">
          <ImportSetup
            companies={companies}
            companyId={companyId}
            onCompany={(id) => {
              setCompanyId(id);
              read({ companyId: id, target, file });
            }}
            targets={targets}
            target={target}
            onTarget={(chosen) => {
              setTarget(chosen);
              read({ companyId, target: chosen, file });
            }}
            fileName={file?.name ?? null}
            onFile={(chosen) => {
              setFile(chosen);
              read({ companyId, target, file: chosen });
            }}
            busy={busy}
          />
        </Paper>
        {previewing.isPending && !preview && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('Relation_Import_Reading')}</Text>
          </Group>
        )}
        {failure && !busy && (
          <Alert color="red" variant="light" data-testid="relation-import-failure">
            {message(failureMessage(failure))}
          </Alert>
        )}
        {preview && target && !report && (
          <>
            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h5">
                {t('Relation_Import_Mapping')}
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                {t('Relation_Import_Mapping_Info')}
              </Text>
              <MappingTable
                target={target}
                preview={preview}
                mapping={mapping}
                onMap={map}
                disabled={running.isPending}
              />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {t('Relation_Import_Preview')}
                </Title>
                <Text size="sm" data-testid="relation-import-counts">
                  {t('Relation_Import_Counts', {
                    0: preview.RowCount,
                    1: preview.ValidCount,
                    2: preview.InvalidCount,
                  })}
                </Text>
                <PreviewTable target={target} preview={preview} />
                {running.isPending && (
                  <Stack gap={4}>
                    <Text size="sm">{t('Relation_Import_Running', { 0: preview.ValidCount })}</Text>
                    <Progress
                      value={100}
                      animated
                      striped
                      aria-label={t('Relation_Import_Running', { 0: preview.ValidCount })}
                    />
                  </Stack>
                )}
                <Group justify="flex-end">
                  <Button
                    leftSection={<IconDatabaseImport size={16} />}
                    disabled={!canImport}
                    loading={running.isPending}
                    onClick={() => {
                      importNow().catch(() => undefined);
                    }}
                    data-testid="relation-import-run"
                  >
                    {t('Relation_Import_Run', { 0: preview.ValidCount })}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </>
        )}
        {report && target && (
          <div ref={reportTitle}>
            <ImportReportView target={target} report={report} onAgain={again} />
          </div>
        )}
      </Stack>
    </>
  );
}
