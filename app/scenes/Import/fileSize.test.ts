import { formatFileSize } from './fileSize';

describe('a file size for people', () => {
  it('shows an empty file as 0 B and small files exactly, not as 1 kB', () => {
    expect(formatFileSize(0, 'en-US')).toBe('0 B');
    expect(formatFileSize(1, 'en-US')).toBe('1 B');
    expect(formatFileSize(1023, 'en-US')).toBe('1023 B');
  });

  it('shows larger files in kB and MB with one decimal in the locale', () => {
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatFileSize(1536, 'nl-NL')).toBe('1,5 kB');
    expect(formatFileSize(3 * 1024 * 1024, 'en-US')).toBe('3 MB');
  });
});
