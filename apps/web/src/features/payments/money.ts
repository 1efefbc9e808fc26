import { useTranslation } from 'react-i18next';
import { defaultLanguage, parseLanguage } from '@aebro/shared/language';
import { numberLocale } from '@/lib/locale-format';

/** The reader's language, for Intl (en, am or ti). */
export function useReaderLanguage(): string {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
}

/**
 * An amount in a currency's minor units (cents) as the reader's language writes it:
 * formatMoney(700, 'USD', 'en') is "$7.00"; Amharic writes it its own way.
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
