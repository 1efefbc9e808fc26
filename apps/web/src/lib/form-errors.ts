import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  isValidationMessageKey,
  validationMessages,
  type ValidationMessageKey,
} from '@aebro/shared/validation-messages';
import type { ApiIssue } from './api';

/**
 * The text of a field error. The shared schemas carry i18n keys ('validation.fullNameMin'); anything
 * else (a server text without a key) is shown as it came.
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (isValidationMessageKey(message) || message.startsWith('forms.')) return t(message);
  return message;
}

/** The key of one of the product's validation texts, from its English text (the server answers in English). */
export function validationKeyOf(text: string): ValidationMessageKey | null {
  const entry = Object.entries(validationMessages).find(([, english]) => english === text);
  return entry && isValidationMessageKey(entry[0]) ? entry[0] : null;
}

/**
 * Puts a VALIDATION_FAILED answer's issues on the form's fields ('body.fullName' → fullName).
 * Returns how many found a field.
 */
export function applyServerIssues<T extends FieldValues>(
  issues: readonly ApiIssue[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  let applied = 0;
  for (const issue of issues) {
    const name = issue.path.replace(/^body\./, '').split('.')[0];
    const field = fields.find((candidate) => candidate === name);
    if (!field) continue;
    setError(
      field,
      { type: 'server', message: validationKeyOf(issue.message) ?? issue.message },
      { shouldFocus: applied === 0 },
    );
    applied += 1;
  }
  return applied;
}
