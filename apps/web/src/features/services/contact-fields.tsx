import type { ServiceContact } from '@aebro/shared/services';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type ContactName = keyof ServiceContact;

/** The contact fields as typed: empty text for one left out. */
export type ContactDraft = Record<ContactName, string>;

/** The ways to reach a business, in the order the form shows them, each with the keyboard it wants. */
const contactFields: ReadonlyArray<{
  name: ContactName;
  input: Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'placeholder'>;
}> = [
  { name: 'phone', input: { type: 'tel', autoComplete: 'tel' } },
  { name: 'email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'website', input: { type: 'url', placeholder: 'https://' } },
  { name: 'social', input: {} },
];

/** Phone, e-mail, website and social: all optional, one block each. */
export function ContactFields({
  id,
  value,
  errors,
  disabled,
  onChange,
}: {
  /** The form's id: each field's is `${id}-${name}`, so errors can focus it. */
  id: string;
  value: ContactDraft;
  errors: Partial<Record<ContactName, string>>;
  disabled: boolean;
  onChange: (value: ContactDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium">{t('services.form.contact')}</legend>
      <p className="text-sm text-muted-foreground">{t('services.form.contactHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {contactFields.map(({ name, input }) => (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={t(`services.form.${name}`)}
            error={errors[name]}
            optional
          >
            {(control) => (
              <Input
                {...control}
                {...input}
                value={value[name]}
                disabled={disabled}
                onChange={(event) => onChange({ ...value, [name]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
