import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DocumentRecord } from '../../../domain/documents/document';
import { writeOverviewWorkbook } from './overviewWorkbook';

const record = {
  DocumentNumber: 'F1',
  GrossAmount: 12.5,
  DocumentDate: '2024-02-29',
  LastAction: 'Verify',
} as DocumentRecord;
const look = {
  sheetName: 'Inkoopfacturen: 2024/02',
  columns: ['DocumentNumber', 'GrossAmount', 'DocumentDate', 'LastAction'] as const,
  locale: 'nl-NL',
  texts: { Column_DocumentNumber: 'Documentnr.', Document_Action_Verify: 'Verifiëren' },
};

async function* batchesOf(...batches: DocumentRecord[][]) {
  yield* batches;
}

describe('writeOverviewWorkbook', () => {
  it('writes a sheet with a safe name, translated captions (the key when untranslated) and typed cells', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const count = await writeOverviewWorkbook(
      output,
      { ...look, columns: [...look.columns] },
      batchesOf([record]),
    );
    expect(count).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    expect(sheet.name).toBe('Inkoopfacturen  2024 02');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Documentnr.',
      'Column_GrossAmount',
      'Column_DocumentDate',
      'Column_LastAction',
    ]);
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(sheet.getRow(2).getCell(4).value).toBe('Verifiëren');
  });

  it('stops reading rows when the client has gone away, instead of waiting for ever', async () => {
    const output = new PassThrough();
    output.resume();
    async function* goingAway() {
      yield [record];
      output.destroy();
      yield [record];
    }
    await expect(
      writeOverviewWorkbook(output, { ...look, columns: [...look.columns] }, goingAway()),
    ).rejects.toThrow('broken off');
  });
});
