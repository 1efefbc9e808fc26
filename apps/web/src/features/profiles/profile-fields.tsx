import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages, parseLanguage, type Language } from '@aebro/shared/language';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormField } from '@/components/ui/form-field';
import { languageNames } from '@/features/layout/language-switcher';
import { currentLanguage } from '@/i18n/i18n';
import { InterestsInput } from './interests-input';
import { LocationInput } from './location-input';

/** A field kept by react-hook-form's Controller, in any form whose `name` holds a `V`. */
interface ControlledProps<T extends FieldValues, V, U extends FieldValues> {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, V>;
}

interface LocationFieldProps<T extends FieldValues, U extends FieldValues> extends ControlledProps<
  T,
  string | null | undefined,
  U
> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  optional?: boolean;
}

/** A location typed freely or picked from the city suggestions (SPEC §9). */
export function LocationField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  ...frame
}: LocationFieldProps<T, U>) {
  return (
    <FormField {...frame}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <LocationInput
              {...aria}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** Interests as tags, for the profile forms; a business's products and services. */
export function InterestsField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  business = false,
}: ControlledProps<T, string[] | undefined, U> & { business?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormField
      id="interests"
      label={t(business ? 'profileSetup.business.interests' : 'profileSetup.interests.label')}
      optional
      hint={t(business ? 'profileSetup.business.interestsHint' : 'profileSetup.interests.hint')}
    >
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <InterestsInput
              {...aria}
              business={business}
              value={Array.isArray(field.value) ? (field.value as string[]) : []}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** The profile's language preference (e-mails follow it), each language named in itself. */
export function LanguagePreferenceField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
}: ControlledProps<T, Language | undefined, U>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t('profileSetup.language.label')}</p>
          <ChoiceGroup<Language>
            name="languagePreference"
            legend={t('profileSetup.language.label')}
            value={parseLanguage(field.value) ?? currentLanguage()}
            onChange={field.onChange}
            choices={languages.map((language) => ({
              value: language,
              label: languageNames[language],
              lang: language,
              labelClassName: 'font-brand',
            }))}
          />
        </div>
      )}
    />
  );
}
