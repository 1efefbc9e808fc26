import { z } from 'zod';

export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
});

export const mailboxSchema = z.object({ messages: z.array(mailboxMessageSchema) });

export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
