/**
 * The locale Intl.NumberFormat should use: Amharic as Ethiopia writes it; Tigrinya writes numbers as
 * English does (1,234.5, Latin digits), and without its data Intl would use the default locale
 * (1.234,5 in a German browser or on a German server), so English data stands in for it.
 */
export function numberLocale(language: string | undefined): string {
  if (language === 'am') return 'am-ET';
  if (language === 'ti') return 'en';
  return language ?? 'en';
}

/**
 * An amount in a currency's minor units (cents) as the reader's language writes it:
 * formatMoney(700, 'USD', 'en') is "$7.00"; Amharic writes it its own way. The browser (receipts,
 * history) and the server (e-mails) write it the same.
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
