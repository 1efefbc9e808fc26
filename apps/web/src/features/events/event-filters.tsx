import { cities } from '@aebro/shared/cities';
import { eventCategories } from '@aebro/shared/event-rules';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { dateRanges, type DateRange } from './date-ranges';
import { useDateFormat } from '@/lib/use-date-format';
import { useMediaQuery } from '@/lib/use-media-query';
import { cityName, useEventDates } from './event-format';
import { HolidayChips } from './holiday-chips';

export interface FilterValues {
  category: string;
  city: string;
  when: DateRange;
  from: string;
  to: string;
  q: string;
}

export const noFilters: FilterValues = {
  category: '',
  city: '',
  when: 'any',
  from: '',
  to: '',
  q: '',
};

const rangeKeys: Record<DateRange, string> = {
  any: 'events.filters.whenAny',
  today: 'events.filters.today',
  weekend: 'events.filters.weekend',
  month: 'events.filters.month',
  custom: 'events.filters.custom',
};

/** From this width on the filters are all shown; below it (phones) they fold under one button. */
const roomForFilters = '(min-width: 40rem)';

/**
 * Category, city, date range (today, this weekend, this month, custom), the next holidays and free
 * text. On a phone only the text field and a Filters button (with how many are chosen) show, so
 * that the events come first; the button unfolds the rest. The values live in the address.
 */
export function EventFilters({
  values,
  onChange,
  showRange,
}: {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  showRange: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]): void =>
    onChange({ ...values, [key]: value });
  const changed = JSON.stringify(values) !== JSON.stringify(noFilters);
  const roomy = useMediaQuery(roomForFilters);
  const [unfolded, setUnfolded] = useState(false);
  const chosen = [values.category, values.city, showRange && values.when !== 'any'].filter(
    Boolean,
  ).length;
  return (
    <form
      role="search"
      aria-label={t('events.filters.label')}
      className="flex flex-col gap-3 rounded-xl border bg-card p-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          {t('events.filters.search')}
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            value={values.q}
            maxLength={100}
            placeholder={t('events.filters.searchPlaceholder')}
            onChange={(event) => set('q', event.target.value)}
          />
          {roomy ? null : (
            <Button
              type="button"
              variant={unfolded ? 'secondary' : 'outline'}
              className="h-10 shrink-0"
              aria-expanded={unfolded}
              aria-controls={`${id}-more`}
              onClick={() => setUnfolded((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              {chosen > 0
                ? t('events.filters.toggleChosen', { n: chosen })
                : t('events.filters.toggle')}
            </Button>
          )}
        </div>
      </div>
      {roomy || unfolded ? (
        <MoreFilters id={id} values={values} onChange={onChange} showRange={showRange} />
      ) : null}
      {changed ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => onChange(noFilters)}
        >
          {t('events.filters.clear')}
        </Button>
      ) : null}
    </form>
  );
}

/** Everything but the text: what a phone shows once Filters is pressed. */
function MoreFilters({
  id,
  values,
  onChange,
  showRange,
}: {
  id: string;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  showRange: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useEventDates();
  const { pickerHint } = useDateFormat();
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]): void =>
    onChange({ ...values, [key]: value });
  return (
    <div id={`${id}-more`} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          {t('events.filters.category')}
        </label>
        <NativeSelect
          id={`${id}-category`}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">{t('events.filters.anyCategory')}</option>
          {eventCategories.map((category) => (
            <option key={category} value={category}>
              {t(`events.categories.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-city`} className="text-sm font-medium">
          {t('events.filters.city')}
        </label>
        <NativeSelect
          id={`${id}-city`}
          value={values.city}
          onChange={(event) => set('city', event.target.value)}
        >
          <option value="">{t('events.filters.anyCity')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {cityName(city.id, language)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {showRange ? (
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-when`} className="text-sm font-medium">
            {t('events.filters.when')}
          </label>
          <NativeSelect
            id={`${id}-when`}
            value={values.when}
            onChange={(event) => set('when', event.target.value as DateRange)}
          >
            {dateRanges.map((range) => (
              <option key={range} value={range}>
                {t(rangeKeys[range])}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {showRange ? (
        <HolidayChips
          chosen={values.when === 'custom' && values.from === values.to ? values.from : null}
          onChoose={(day) => onChange({ ...values, when: 'custom', from: day, to: day })}
        />
      ) : null}
      {showRange && values.when === 'custom' ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-from`} className="text-sm font-medium">
              {t('events.filters.from')}
            </label>
            <Input
              id={`${id}-from`}
              type="date"
              value={values.from}
              onChange={(event) => set('from', event.target.value)}
            />
            {pickerHint(values.from) ? (
              <p className="text-sm text-muted-foreground">{pickerHint(values.from)}</p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-to`} className="text-sm font-medium">
              {t('events.filters.to')}
            </label>
            <Input
              id={`${id}-to`}
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(event) => set('to', event.target.value)}
            />
            {pickerHint(values.to) ? (
              <p className="text-sm text-muted-foreground">{pickerHint(values.to)}</p>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
