import type { OpeningHours } from '@aebro/shared/services';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

/** One day of the week as the form holds it: closed days keep their times for when they open again. */
export interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

const days = [0, 1, 2, 3, 4, 5, 6] as const;

/** A listing's hours as the form holds them: every day of the week, nine to five where none are set. */
export function initialHours(hours: OpeningHours | null): DayHours[] {
  return days.map((day) => {
    const entry = hours?.find((item) => item.day === day);
    return entry
      ? { open: true, opens: entry.opens, closes: entry.closes }
      : { open: false, opens: '09:00', closes: '17:00' };
  });
}

/** The open days as the API takes them. */
export function openingHoursOf(hours: DayHours[]): OpeningHours {
  return hours.flatMap((entry, day) =>
    entry.open ? [{ day, opens: entry.opens, closes: entry.closes }] : [],
  );
}

/** "By appointment", or each day open from–to or closed. */
export function OpeningHoursField({
  id,
  byAppointment,
  hours,
  error,
  disabled,
  onByAppointmentChange,
  onHoursChange,
}: {
  /** The legend's id, so an error can move the focus to it. */
  id: string;
  byAppointment: boolean;
  hours: DayHours[];
  error: string | undefined;
  disabled: boolean;
  onByAppointmentChange: (byAppointment: boolean) => void;
  onHoursChange: (update: (current: DayHours[]) => DayHours[]) => void;
}) {
  const { t } = useTranslation();
  const change = (day: number, changes: Partial<DayHours>): void =>
    onHoursChange((current) =>
      current.map((item, index) => (index === day ? { ...item, ...changes } : item)),
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={id} tabIndex={-1} className="mb-1.5 text-sm font-medium">
        {t('services.form.hours')}
      </legend>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={byAppointment}
          disabled={disabled}
          className="size-4 accent-[var(--primary)]"
          onChange={(event) => onByAppointmentChange(event.target.checked)}
        />
        {t('services.hours.byAppointment')}
      </label>
      {byAppointment ? null : (
        <ul className="flex flex-col gap-2">
          {hours.map((entry, day) => (
            <li key={day} className="flex flex-wrap items-center gap-2 text-sm">
              <label className="inline-flex w-32 items-center gap-2">
                <input
                  type="checkbox"
                  checked={entry.open}
                  disabled={disabled}
                  className="size-4 accent-[var(--primary)]"
                  onChange={(event) => change(day, { open: event.target.checked })}
                />
                {t(`services.days.${day}`)}
              </label>
              {entry.open ? (
                <>
                  <Input
                    type="time"
                    className="w-32"
                    aria-label={t('services.hours.opensOn', { day: t(`services.days.${day}`) })}
                    value={entry.opens}
                    disabled={disabled}
                    onChange={(event) => change(day, { opens: event.target.value })}
                  />
                  <span aria-hidden="true">–</span>
                  <Input
                    type="time"
                    className="w-32"
                    aria-label={t('services.hours.closesOn', { day: t(`services.days.${day}`) })}
                    value={entry.closes}
                    disabled={disabled}
                    onChange={(event) => change(day, { closes: event.target.value })}
                  />
                </>
              ) : (
                <span className="text-muted-foreground">{t('services.hours.closed')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
