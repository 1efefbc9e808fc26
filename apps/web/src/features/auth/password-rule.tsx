import type { TFunction } from 'i18next';
import { capitalLetterPattern, limits } from '@aebro/shared/account-rules';
import { fieldErrorText } from '@/lib/form-errors';

/** The one line under a new password: the rule, or what is wrong with what was typed. */
export interface PasswordNote {
  text: string;
  invalid: boolean;
}

/**
 * One message at a time, the most useful first: a missing capital is said as soon as it is typed
 * ('Password must contain at least one capital letter'); else the form's own error (too short, too
 * long) once it has one; else the rule itself.
 */
export function passwordNote(
  t: TFunction,
  password: string,
  formError: string | undefined,
): PasswordNote {
  if (password !== '' && !capitalLetterPattern.test(password))
    return { text: t('validation.passwordCapital'), invalid: true };
  const error = fieldErrorText(t, formError);
  if (error) return { text: error, invalid: true };
  return { text: t('auth.passwordRule', { min: limits.passwordMin }), invalid: false };
}

/** Shows a PasswordNote as the field's hint; a polite live region, so a change is announced. */
export function PasswordRule({ note }: { note: PasswordNote }) {
  return (
    <span aria-live="polite" className={note.invalid ? 'font-medium text-destructive' : undefined}>
      {note.text}
    </span>
  );
}
