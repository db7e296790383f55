import type { JournalLine } from './journal';

/** A column of the booking export: its header, its kind of cell and the value of a line. */
export type JournalColumn = {
  /** The header: a fixed field name, the same in every language, so an import mapping keeps working. */
  name: string;
  kind: 'text' | 'number' | 'amount' | 'date';
  /** Amount columns give cents; the rest their text or number. */
  value: (line: JournalLine) => string | number | null;
};

const text = (name: keyof JournalLine & string): JournalColumn => ({
  name,
  kind: 'text',
  value: (line) => String(line[name] ?? ''),
});

/** The columns of the booking export, in order (CSV and XLSX alike). */
export const JournalColumns: readonly JournalColumn[] = [
  text('Journal'),
  { name: 'EntryNumber', kind: 'number', value: (line) => line.EntryNumber },
  { name: 'Date', kind: 'date', value: (line) => line.Date },
  text('Period'),
  text('DocumentType'),
  text('LineType'),
  text('RelationCode'),
  text('DocumentNumber'),
  text('Description'),
  text('LedgerCode'),
  text('VatCode'),
  { name: 'Debit', kind: 'amount', value: (line) => line.DebitCents },
  { name: 'Credit', kind: 'amount', value: (line) => line.CreditCents },
  text('Currency'),
  text('CostCenter'),
  text('Dimension1'),
  text('Dimension2'),
  text('Dimension3'),
  text('Dimension4'),
  text('Dimension5'),
  text('Project'),
];
