import { cities } from '@aebro/shared/cities';
import { eventLimits } from '@aebro/shared/event-rules';
import type { ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cityName, useEventDates } from './event-format';
import type { EventFieldsProps } from './use-event-form';

interface EventLocationFieldsProps extends EventFieldsProps {
  onCity: (city: string) => void;
}

/** Where: in person (a city and address) or online (a link). */
export function EventLocationFields({ id, form, error, onCity }: EventLocationFieldsProps) {
  const { t } = useTranslation();
  const { language } = useEventDates();
  const { field: onlineField } = useController({ control: form.control, name: 'online' });
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('events.form.locationKind')}</legend>
        <div className="flex flex-wrap gap-4">
          {[false, true].map((online) => (
            <label key={String(online)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-online`}
                checked={onlineField.value === online}
                onChange={() => onlineField.onChange(online)}
                className="size-4 accent-primary"
              />
              {online ? t('events.form.online') : t('events.form.inPerson')}
            </label>
          ))}
        </div>
      </fieldset>
      {onlineField.value ? (
        <FormField
          id={`${id}-onlineUrl`}
          label={t('events.form.onlineUrl')}
          hint={t('events.form.onlineUrlHint')}
          error={error('onlineUrl')}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.register('onlineUrl')}
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-city`} label={t('events.form.city')} error={error('city')}>
            {(control) => (
              <NativeSelect
                {...control}
                {...form.register('city', {
                  onChange: (event: ChangeEvent<HTMLSelectElement>) => onCity(event.target.value),
                })}
              >
                <option value="">{t('events.form.cityPlaceholder')}</option>
                {cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {cityName(city.id, language)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={`${id}-address`}
            label={t('events.form.address')}
            error={error('address')}
            optional
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('address')}
                maxLength={eventLimits.addressMax}
                autoComplete="street-address"
              />
            )}
          </FormField>
        </div>
      )}
    </>
  );
}
