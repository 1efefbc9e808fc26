/** A size in bytes as people read it: "820 B", "45 KB", "1.2 MB" (KB = 1024 bytes). */
export function formatBytes(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'am' ? 'am-ET' : 'en', {
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
