import { eventCategories, eventLimits } from '@aebro/shared/event-rules';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { EventFieldsProps } from './use-event-form';

/** The event form's title, description and type. */
export function EventBasicsFields({ id, form, error }: EventFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField id={`${id}-title`} label={t('events.form.title')} error={error('title')}>
        {(control) => (
          <Input {...control} {...form.register('title')} maxLength={eventLimits.titleMax} />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('events.form.description')}
        error={error('description')}
        optional
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('description')}
            rows={4}
            maxLength={eventLimits.descriptionMax}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-category`}
        label={t('events.form.category')}
        error={error('category')}
        optional
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('category')}>
            <option value="">{t('events.form.noCategory')}</option>
            {eventCategories.map((category) => (
              <option key={category} value={category}>
                {t(`events.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  );
}
