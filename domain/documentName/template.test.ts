import { findUnknownPlaceholders, renderDocumentName } from './template';

const values = {
  RelationName: 'Bakkerij De Vries B.V.',
  DocumentNumber: 'F123456',
  DocumentDate: '2024-03-05',
  ReportingDate: '2024-04-30',
};

describe('renderDocumentName', () => {
  it('fills relation name, document number and document date', () => {
    expect(renderDocumentName('{RelationName} {DocumentNumber} {DocumentDate}', values, 'nl-NL')).toBe(
      'Bakkerij De Vries B.V. F123456 05-03-2024',
    );
  });

  it('writes the document date month first for en-US', () => {
    expect(renderDocumentName('{DocumentDate}', values, 'en-US')).toBe('03-05-2024');
  });

  it('takes year, month name and month number from the document date', () => {
    expect(renderDocumentName('{Year}-{MonthNumber} {MonthName}', values, 'nl-NL')).toBe('2024-03 maart');
    expect(renderDocumentName('{Year}-{MonthNumber} {MonthName}', values, 'en-US')).toBe('2024-03 March');
  });

  it('fills the reporting date, with an optional date format', () => {
    expect(renderDocumentName('{ReportingDate}', values, 'nl-NL')).toBe('30-04-2024');
    expect(renderDocumentName('{ReportingDate:yyyyMMdd}', values, 'nl-NL')).toBe('20240430');
    expect(renderDocumentName('{DocumentDate:d MMMM yy}', values, 'en-US')).toBe('5 March 24');
  });

  it('reads placeholder names case-insensitively and keeps unknown ones as typed', () => {
    expect(renderDocumentName('{documentnumber} {Colour}', values, 'nl-NL')).toBe('F123456 {Colour}');
  });

  it('leaves out missing values', () => {
    expect(
      renderDocumentName('{RelationName} {Year} {DocumentNumber}', { DocumentNumber: 'F1' }, 'nl-NL'),
    ).toBe('F1');
  });

  it('replaces characters that are unsafe in file names', () => {
    const name = renderDocumentName(
      '{RelationName} {DocumentNumber}',
      { ...values, RelationName: 'A/B: "C"?' },
      'en-US',
    );
    expect(name).toBe('A_B_ _C__ F123456');
    expect(renderDocumentName('{DocumentDate:dd/MM/yyyy}', values, 'nl-NL')).toBe('05_03_2024');
  });
});

describe('findUnknownPlaceholders', () => {
  it('lists the placeholders a template editor should refuse', () => {
    expect(findUnknownPlaceholders('{RelationName} {Colour} {year} {Size:x}')).toEqual(['Colour', 'Size']);
  });
});
