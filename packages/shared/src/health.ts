import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nullable(),
  }),
});

export type Health = z.infer<typeof healthSchema>;
