import { z } from 'zod';
import { isBusinessCategory, otherCategory } from './business-categories';
import { languages } from './language';
import type { ValidationMessageKey } from './validation-messages';
import {
  businessNameForbiddenPattern,
  capitalLetterPattern,
  emailPattern,
  limits,
  usernamePattern,
} from './account-rules';

/** Every rule of SPEC §5, written once: the forms and the server validate with these schemas. */
const message = (key: ValidationMessageKey): { message: ValidationMessageKey } => ({
  message: key,
});

export {
  businessNameForbiddenPattern,
  capitalLetterPattern,
  emailPattern,
  limits,
  usernamePattern,
} from './account-rules';

export const emailSchema = z
  .string()
  .trim()
  .max(limits.emailMax, message('validation.emailInvalid'))
  .regex(emailPattern, message('validation.emailInvalid'))
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(limits.passwordMin, message('validation.passwordStrength'))
  .max(limits.passwordMax, message('validation.passwordTooLong'))
  .regex(capitalLetterPattern, message('validation.passwordStrength'));

export const usernameSchema = z
  .string()
  .trim()
  .min(limits.usernameMin, message('validation.usernameMin'))
  .max(limits.usernameMax, message('validation.usernameMax'))
  .regex(usernamePattern, message('validation.usernameChars'));

const optionalUrlSchema = z
  .string()
  .trim()
  .max(limits.urlMax, message('validation.urlInvalid'))
  .refine((value) => value === '' || isHttpUrl(value), message('validation.urlInvalid'))
  .optional()
  .transform((value) => (value ? value : null));

/** Only http and https links are ever stored or shown. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const languagePreferenceSchema = z.enum(languages);

export const signInSchema = z.object({
  email: z.string().trim().regex(emailPattern, message('validation.signInEmailInvalid')),
  password: z.string().min(1, message('validation.passwordRequired')),
});

export const memberSignUpSchema = z.object({
  accountType: z.literal('community'),
  fullName: z
    .string()
    .trim()
    .min(limits.fullNameMin, message('validation.fullNameMin'))
    .max(limits.fullNameMax, message('validation.textTooLong')),
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  language: languagePreferenceSchema.default('en'),
});

export const businessNameSchema = z
  .string()
  .trim()
  .min(limits.businessNameMin, message('validation.businessNameMin'))
  .max(limits.fullNameMax, message('validation.textTooLong'))
  .refine(
    (value) => !businessNameForbiddenPattern.test(value),
    message('validation.businessNameChars'),
  );

export const businessSignUpSchema = z
  .object({
    accountType: z.literal('business'),
    email: emailSchema,
    password: newPasswordSchema,
    businessName: businessNameSchema,
    businessCategory: z
      .string()
      .trim()
      .min(limits.categoryMin, message('validation.businessCategoryRequired'))
      .max(limits.categoryMax, message('validation.textTooLong')),
    customCategory: z
      .string()
      .trim()
      .max(limits.categoryMax, message('validation.textTooLong'))
      .optional(),
    businessDescription: z
      .string()
      .trim()
      .max(limits.descriptionMax, message('validation.descriptionMax'))
      .optional(),
    businessLocation: z
      .string()
      .trim()
      .min(limits.locationMin, message('validation.businessLocationRequired'))
      .max(limits.locationMax, message('validation.textTooLong')),
    businessEmail: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || emailPattern.test(value),
        message('validation.businessEmailInvalid'),
      )
      .optional()
      .transform((value) => (value ? value.toLowerCase() : null)),
    /** Collected by the form, never stored (SPEC §3). */
    businessAddress: z.string().max(300).optional(),
    website: optionalUrlSchema,
    socialMedia: z
      .string()
      .trim()
      .max(limits.urlMax, message('validation.textTooLong'))
      .optional()
      .transform((value) => (value ? value : null)),
    language: languagePreferenceSchema.default('en'),
  })
  .superRefine((value, ctx) => {
    if (
      value.businessCategory === otherCategory &&
      (value.customCategory ?? '').length < limits.categoryMin
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['customCategory'],
        message: 'validation.customCategoryRequired',
      });
    }
  });

export const signUpSchema = z.discriminatedUnion('accountType', [
  memberSignUpSchema,
  businessSignUpSchema,
]);

export type MemberSignUp = z.input<typeof memberSignUpSchema>;
export type BusinessSignUp = z.input<typeof businessSignUpSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** The category stored for a business: the chosen id, or the custom text for 'Other'. */
export function effectiveBusinessCategory(category: string, custom: string | undefined): string {
  if (category === otherCategory) return (custom ?? '').trim();
  return isBusinessCategory(category) ? category : category.trim();
}

/**
 * The generated business username (SPEC §5): name lowercased, spaces to underscores, anything else
 * non-alphanumeric removed, first 20 characters, then 6 random characters.
 */
export function generateBusinessUsername(
  businessName: string,
  random: () => number = Math.random,
): string {
  const base = businessName
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 20);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let suffix = '';
  for (let index = 0; index < 6; index += 1)
    suffix += alphabet[Math.floor(random() * alphabet.length)] ?? 'x';
  return `${base}${suffix}`;
}

export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

export const signUpResultSchema = z.object({
  status: z.literal('verification_sent'),
});
