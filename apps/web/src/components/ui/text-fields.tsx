import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';

interface FieldFrame {
  id: string;
  label: ReactNode;
  /** Already translated, or nothing. */
  error?: string | undefined;
  optional?: boolean;
  /** What react-hook-form's `register(name)` returns for this field. */
  registration: UseFormRegisterReturn;
}

/** What a text field's input takes beside its registration: its keyboard, autofill and limits. */
type InputOptions = Omit<
  ComponentProps<'input'>,
  'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'aria-invalid' | 'aria-describedby'
>;

interface TextFieldProps extends FieldFrame, InputOptions {
  hint?: ReactNode;
}

/** A labelled one-line text input of a react-hook-form form, with its hint and error. */
export function TextField({
  id,
  label,
  error,
  optional,
  hint,
  registration,
  ...input
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} optional={optional} hint={hint}>
      {(control) => <Input {...control} {...registration} {...input} />}
    </FormField>
  );
}

/** A web address: the phone's URL keyboard, and https:// as a reminder of what is accepted. */
export function UrlField({ registration, ...frame }: FieldFrame) {
  return (
    <FormField {...frame}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
        />
      )}
    </FormField>
  );
}

interface CountedTextareaFieldProps extends FieldFrame {
  /** Characters written so far, shown against `max`. */
  used: number;
  max: number;
  rows?: number;
  placeholder?: string;
}

/** A text area that cannot take more than `max` characters and counts them as they are written. */
export function CountedTextareaField({
  registration,
  used,
  max,
  rows,
  placeholder,
  ...frame
}: CountedTextareaFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField {...frame} hint={t('forms.characterCount', { used, max })}>
      {(control) => (
        <Textarea
          {...control}
          {...registration}
          maxLength={max}
          rows={rows}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
