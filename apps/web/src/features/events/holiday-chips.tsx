import { useTranslation } from 'react-i18next';
import { gregorianDateOf, type GregorianDate } from '@aebro/shared/ethiopian-calendar';
import { holidaysBetween } from '@aebro/shared/holidays';
import { Button } from '@/components/ui/button';
import { holidayName } from '@/lib/holiday-name';
import { useDateFormat } from '@/lib/use-date-format';

const shown = 4;

function dayKey({ year, month, day }: GregorianDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The next holidays (Ethiopian and Eritrean, issue 18) as quick date filters: a tap shows the
 * events of that day. `chosen` is the day the filters hold now ("YYYY-MM-DD"), if a single day.
 */
export function HolidayChips({
  chosen,
  onChoose,
}: {
  chosen: string | null;
  onChoose: (day: string) => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const now = new Date();
  const today = gregorianDateOf(now);
  const later = gregorianDateOf(new Date(now.getTime() + 366 * 86_400_000));
  // A holiday is a calendar day, not an instant: read in UTC, written in the reader's calendar.
  const utc = { timeZone: 'UTC', now };
  const next = holidaysBetween(today, later)
    .slice(0, shown)
    .map((holiday) => {
      const day = dayKey(holiday.date);
      return { holiday, day, date: format.date(`${day}T12:00:00Z`, utc) };
    });
  if (next.length === 0) return null;
  return (
    <div
      role="group"
      aria-labelledby="holiday-chips-label"
      className="flex flex-col gap-1.5 sm:col-span-2"
    >
      <span id="holiday-chips-label" className="text-sm font-medium">
        {t('calendar.filters.holidays')}
      </span>
      <div className="flex flex-wrap gap-2">
        {next.map(({ holiday, day, date }) => {
          return (
            <Button
              key={`${holiday.id}-${day}`}
              type="button"
              size="sm"
              variant={chosen === day ? 'secondary' : 'outline'}
              aria-pressed={chosen === day}
              title={holidayName(holiday, format.language, t)}
              onClick={() => onChoose(day)}
              className="h-auto! min-h-8 max-w-full py-1 text-left whitespace-normal!"
            >
              {holiday.names[format.language]} · {date}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
