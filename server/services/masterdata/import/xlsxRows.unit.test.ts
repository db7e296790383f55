import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { cellText, xlsxRows } from './xlsxRows';

describe('cellText', () => {
  it('writes cells as the text a user sees', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date(Date.UTC(2025, 11, 31)))).toBe('2025-12-31');
    expect(cellText({ richText: [{ text: 'De ' }, { text: 'Vries' }] })).toBe('De Vries');
    expect(cellText({ formula: 'A1*2', result: 84 })).toBe('84');
    expect(cellText({ text: 'site', hyperlink: 'https://example.com' })).toBe('site');
    expect(cellText({ error: '#N/A' })).toBe('');
  });
});

describe('xlsxRows', () => {
  it('reads the first sheet with its row numbers and stops after the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('First');
    sheet.addRow(['Code', 'Naam']);
    sheet.addRow([]);
    sheet.addRow([1, 'A']);
    sheet.addRow([2, 'B']);
    workbook.addWorksheet('Second').addRow(['other']);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-')), 'f.xlsx');
    await workbook.xlsx.writeFile(file);
    expect(await xlsxRows(file, 10)).toEqual([
      { row: 1, cells: ['Code', 'Naam'] },
      { row: 3, cells: ['1', 'A'] },
      { row: 4, cells: ['2', 'B'] },
    ]);
    expect(await xlsxRows(file, 1)).toHaveLength(2);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
