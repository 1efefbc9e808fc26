import { z } from 'zod';

/** The kinds of value the environment gives the server (config.ts reads them). */

export function isUrlOf(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const optionalUrl = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || isUrlOf(value, protocols), {
      message: `must be a URL like ${example}`,
    });

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** A price in the currency's minor units (cents): a whole number, at least 50 (Stripe's minimum). */
export const price = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number of cents, at least 50' })
    .int('must be a whole number of cents, at least 50')
    .min(50, 'must be a whole number of cents, at least 50')
    .max(99_999_999, 'must be at most 99999999 cents')
    .default(fallback);

export const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: `must be a whole number between ${min} and ${max}` })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`)
    .default(fallback);
