import { MAX_RECEIVED_FILE_NAME_LENGTH, receivedFileName } from './receivedFileName';

describe('receivedFileName', () => {
  it('keeps a name as sent, spaces, accents and punctuation included', () => {
    expect(receivedFileName('Factuur 2026/17 — Café: été.pdf', 'upload')).toBe(
      'Factuur 2026/17 — Café: été.pdf',
    );
  });

  it('replaces NUL and the other control characters, which cannot be stored or seen', () => {
    expect(receivedFileName('a\u0000b\u0001c\u007f.pdf', 'upload')).toBe('a_b_c_.pdf');
  });

  it(`cuts a long name to ${MAX_RECEIVED_FILE_NAME_LENGTH} characters, never inside a character`, () => {
    const name = receivedFileName(`${'é'.repeat(300)}😀.pdf`, 'upload');
    expect(Array.from(name)).toHaveLength(MAX_RECEIVED_FILE_NAME_LENGTH);
    expect(receivedFileName(`${'x'.repeat(254)}😀😀`, 'upload').endsWith('😀')).toBe(true);
  });

  it('gives the fallback when nothing is left', () => {
    expect(receivedFileName('   ', 'attachment-2')).toBe('attachment-2');
  });
});
