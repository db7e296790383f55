import { decodeText, parseCsv, sniffDelimiter } from './csv';

describe('sniffDelimiter', () => {
  it('finds semicolons, commas and tabs', () => {
    expect(sniffDelimiter('Code;Naam\n1;A\n')).toBe(';');
    expect(sniffDelimiter('Code,Name\n1,A\n')).toBe(',');
    expect(sniffDelimiter('Code\tName\n1\tA\n')).toBe('\t');
  });

  it('is not outvoted by commas inside Dutch amounts or quoted cells', () => {
    expect(sniffDelimiter('Code;Naam;Prijs\n1;"Jansen, J.";12,50\n2;Smit;1.234,56\n')).toBe(';');
  });

  it('skips a title line without delimiters', () => {
    expect(sniffDelimiter('Crediteurenlijst\nCode,Naam\n1,A\n')).toBe(',');
  });
});

describe('parseCsv', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks', () => {
    expect(parseCsv('a;b\n"x;y";"say ""hi"""\n"two\nlines";z\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });

  it('drops a byte order mark and reads CRLF line ends and a last line without one', () => {
    expect(parseCsv('\ufeffCode,Name\r\n1,A\r\n2,B')).toEqual([
      ['Code', 'Name'],
      ['1', 'A'],
      ['2', 'B'],
    ]);
  });

  it('keeps empty lines, so a record is its row in the file', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('keeps empty cells at the end of a line', () => {
    expect(parseCsv('a;;\n')).toEqual([['a', '', '']]);
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x63, 0x61, 0x66, 0xc3, 0xa9]))).toBe('café');
    expect(decodeText(new TextEncoder().encode('Zoë'))).toBe('Zoë');
  });

  it('falls back to Windows-1252 for the exports of older systems', () => {
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]))).toBe('Café €');
  });
});
