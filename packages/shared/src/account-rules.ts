/**
 * The account rules' numbers and patterns (SPEC §5) without zod, so that a screen can show them (a
 * field's length, the password rule) before the schemas in `accounts.ts` have loaded.
 */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 30,
  fullNameMin: 2,
  fullNameMax: 100,
  businessNameMin: 2,
  descriptionMin: 10,
  descriptionMax: 500,
  bioMax: 500,
  locationMin: 2,
  locationMax: 120,
  categoryMin: 2,
  categoryMax: 80,
  urlMax: 300,
  emailMax: 254,
  usernameAvailabilityDebounceMs: 500,
} as const;

/** A simple x@y.z check (SPEC §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const usernamePattern = /^[A-Za-z0-9_]+$/;
export const capitalLetterPattern = /[A-Z]/;
/** The characters a business name must not contain (SPEC §5). */
export const businessNameForbiddenPattern = /[~!@#$%^&*()<>:"?/;'`\-_+={}[\]|\\]/;
