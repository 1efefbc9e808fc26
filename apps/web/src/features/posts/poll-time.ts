import type { Language } from '@aebro/shared/language';
import { formatTigrinyaIn, type RelativeUnit } from '@/lib/locale-format';

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

const formatters = new Map<Language, Intl.RelativeTimeFormat>();
function relative(language: Language): Intl.RelativeTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'long' });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * How long until a poll closes, as the app says relative times (lib/relative-time.ts) but forward:
 * "in 5 minutes", "in 3 hours", "in 2 days" (at least a minute). Chromium has no Tigrinya data, so
 * Tigrinya comes from the app's own table ("ኣብ ውሽጢ 3 ሰዓታት").
 */
export function formatUntil(date: string, language: Language, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((new Date(date).getTime() - now.getTime()) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / minute));
  const hours = Math.round(seconds / hour);
  // A unit is used up to where the next one would read the same ("in 24 hours" is "in 1 day").
  const [count, unit]: [number, RelativeUnit] =
    minutes < 60
      ? [minutes, 'minute']
      : hours < 24
        ? [hours, 'hour']
        : [Math.round(seconds / day), 'day'];
  return language === 'ti' ? formatTigrinyaIn(count, unit) : relative(language).format(count, unit);
}
