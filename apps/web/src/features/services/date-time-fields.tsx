import type { Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** A date and a time side by side (stacked on a phone), both optional. */
export function DateTimeFields({
  id,
  labels,
  date,
  time,
  dateError,
  minDate,
  dateRef,
  onDateChange,
  onTimeChange,
}: {
  /** The fields' ids are `${id}-date` and `${id}-time`, so an error can focus the date. */
  id: string;
  /** The two labels, translated. */
  labels: { date: string; time: string };
  date: string;
  time: string;
  dateError?: string | undefined;
  /** The earliest date the picker offers (yyyy-mm-dd). */
  minDate?: string;
  /** The date field, for a form that moves the focus to it (react-hook-form's field ref). */
  dateRef?: Ref<HTMLInputElement>;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${id}-date`} label={labels.date} error={dateError} optional>
        {(control) => (
          <Input
            {...control}
            ref={dateRef}
            type="date"
            min={minDate}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-time`} label={labels.time} optional>
        {(control) => (
          <Input
            {...control}
            type="time"
            value={time}
            onChange={(event) => onTimeChange(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
