/** A file's size for people: exact bytes below 1 kB ("0 B", "512 B"), else kB/MB with one decimal. */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} B`;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} kB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}
