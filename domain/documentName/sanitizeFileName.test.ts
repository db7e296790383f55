import { FALLBACK_FILE_NAME, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './sanitizeFileName';

describe('sanitizeFileName', () => {
  it('replaces reserved and control characters with an underscore', () => {
    expect(sanitizeFileName('a<b>c:d"e/f\\g|h?i*j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(sanitizeFileName('tab\u0001name')).toBe('tab_name');
  });

  it('collapses whitespace and drops trailing dots and spaces', () => {
    expect(sanitizeFileName('  De   Vries B.V. ')).toBe('De Vries B.V');
  });

  it('guards reserved device names and empty results', () => {
    expect(sanitizeFileName('CON')).toBe('_CON');
    expect(sanitizeFileName('nul.pdf')).toBe('_nul.pdf');
    expect(sanitizeFileName(' ... ')).toBe(FALLBACK_FILE_NAME);
  });

  it('keeps names within the maximum length', () => {
    expect(sanitizeFileName('x'.repeat(500))).toHaveLength(MAX_FILE_NAME_LENGTH);
  });
});
