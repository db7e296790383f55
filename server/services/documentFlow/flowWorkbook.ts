import ExcelJS from 'exceljs';
import {
  type DocumentFlow,
  NoPreviousStatus,
  totalMoves,
  transitionShare,
} from '../../../domain/documentFlow/flow';

/** The captions of the workbook in the user's language (Navigation translations), by key. */
export type FlowTexts = Record<string, string>;

const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export';

function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Array<{ header: string; width: number; numFmt?: string }>,
  rows: Array<Array<string | number>>,
) {
  const sheet = workbook.addWorksheet(sheetNameOf(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width, numFmt }) => ({
    header,
    width,
    style: numFmt ? { numFmt } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

/**
 * An XLSX of the document flow: a sheet of the transitions (from, to, moves, documents, share of all
 * moves as a percentage) largest first, and a sheet of the statuses with the moves in and out.
 */
export async function documentFlowWorkbook(flow: DocumentFlow, texts: FlowTexts): Promise<Buffer> {
  const text = (key: string) => texts[key] ?? key;
  const status = (name: string) => text(`Document_Status_${name}`);
  // The None before a document's first history entry is its arrival, not a status it was in.
  const fromStatus = (name: string) =>
    name === NoPreviousStatus ? text('DocumentFlow_Arrival') : status(name);
  const total = totalMoves(flow.Transitions);
  const workbook = new ExcelJS.Workbook();
  addSheet(
    workbook,
    text('DocumentFlow_Transitions'),
    [
      { header: text('DocumentFlow_From_Status'), width: 28 },
      { header: text('DocumentFlow_To_Status'), width: 28 },
      { header: text('DocumentFlow_Moves'), width: 12 },
      { header: text('DocumentFlow_Documents'), width: 12 },
      { header: text('DocumentFlow_Share'), width: 10, numFmt: '0.0%' },
    ],
    flow.Transitions.map((transition) => [
      fromStatus(transition.FromStatus),
      status(transition.ToStatus),
      transition.Count,
      transition.Documents,
      transitionShare(transition, total),
    ]),
  );
  addSheet(
    workbook,
    text('DocumentFlow_Statuses'),
    [
      { header: text('Status'), width: 28 },
      { header: text('DocumentFlow_Entered'), width: 12 },
      { header: text('DocumentFlow_Left'), width: 12 },
    ],
    flow.Statuses.map((row) => [status(row.Status), row.Entered, row.Left]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
