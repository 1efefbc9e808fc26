import { useTranslation } from 'react-i18next';
import { defaultLanguage, parseLanguage } from '@aebro/shared/language';

/** The reader's language, for Intl (en, am or ti). */
export function useReaderLanguage(): string {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
}
