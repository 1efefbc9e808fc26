import { z } from 'zod';

/** "My data": how long a download stays, how often one may be asked for, the deletion's grace. */
export const myDataLimits = {
  exportValidDays: 7,
  exportEveryHours: 24,
  deletionGraceDays: 14,
} as const;

/** The latest export: preparing, ready (with its link and expiry), failed, or none yet. */
export const dataExportStateSchema = z.object({
  status: z.enum(['none', 'preparing', 'ready', 'failed', 'expired']),
  id: z.string().nullable(),
  requestedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Owner-only: works while signed in as the owner, until expiresAt. */
  downloadUrl: z.string().nullable(),
  bytes: z.number().nullable(),
  /** When another export may be asked for (one a day); null when it may be now. */
  nextAllowedAt: z.string().nullable(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

/** Deleting the account asks for the password again, or a two-step code when two-step is on. */
export const accountDeletionSchema = z
  .object({
    password: z.string().min(1).max(128).optional(),
    code: z.string().trim().min(6).max(20).optional(),
  })
  .strict()
  .refine((value) => value.password !== undefined || value.code !== undefined, {
    message: 'Give your password or a two-step code.',
  });
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

export const accountDeletionStateSchema = z.object({
  scheduled: z.boolean(),
  /** When everything personal is removed, unless the member signs in before. */
  purgeAfter: z.string().nullable(),
});
export type AccountDeletionState = z.infer<typeof accountDeletionStateSchema>;
