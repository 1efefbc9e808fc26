import { cities } from '@aebro/shared/cities';
import { eventLimits } from '@aebro/shared/events';
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
export function EventLocationFields({ id, values, set, error, onCity }: EventLocationFieldsProps) {
  const { t } = useTranslation();
  const { language } = useEventDates();
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
                checked={values.online === online}
                onChange={() => set('online', online)}
                className="size-4 accent-primary"
              />
              {online ? t('events.form.online') : t('events.form.inPerson')}
            </label>
          ))}
        </div>
      </fieldset>
      {values.online ? (
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
              value={values.onlineUrl}
              onChange={(event) => set('onlineUrl', event.target.value)}
            />
          )}
        </FormField>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-city`} label={t('events.form.city')} error={error('city')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.city}
                onChange={(event) => onCity(event.target.value)}
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
                value={values.address}
                maxLength={eventLimits.addressMax}
                autoComplete="street-address"
                onChange={(event) => set('address', event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
    </>
  );
}
