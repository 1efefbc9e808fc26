import { z } from 'zod';
import { pollLimits } from './post-limits';

export { pollDurationsHours, pollLimits } from './post-limits';

/**
 * Polls (issue 36): a post may carry one, made with the post. These are the limits, the request
 * that creates one (a field of the create-post request), a vote, and the poll as a viewer sees it.
 */
const optionText = z
  .string()
  .trim()
  .min(1, { message: 'validation.pollOptionEmpty' })
  .max(pollLimits.optionMax, { message: 'validation.pollOptionTooLong' });

/** Whether a closing time is far enough and near enough from `now` (ms since the epoch). */
export function closesInRange(closesAt: string, now: number = Date.now()): boolean {
  const at = Date.parse(closesAt);
  return at - now >= pollLimits.minOpenMs - 30_000 && at - now <= pollLimits.maxOpenMs + 30_000;
}

export const createPollSchema = z
  .object({
    options: z
      .array(optionText)
      .min(pollLimits.optionsMin, { message: 'validation.pollOptionsCount' })
      .max(pollLimits.optionsMax, { message: 'validation.pollOptionsCount' }),
    multiple: z.boolean().default(false),
    /** ISO 8601 with its offset; 5 minutes to 30 days from now (a half-minute's grace for the trip). */
    closesAt: z.iso.datetime({ offset: true }),
  })
  .strict()
  .refine(
    (poll) => new Set(poll.options.map((text) => text.toLowerCase())).size === poll.options.length,
    {
      message: 'validation.pollOptionsDistinct',
      path: ['options'],
    },
  )
  .refine((poll) => closesInRange(poll.closesAt), {
    message: 'validation.pollClosesAt',
    path: ['closesAt'],
  });
export type CreatePoll = z.input<typeof createPollSchema>;

/** A vote: the option (single choice) or options (multiple choice) the voter picks; it replaces their earlier choice. */
export const pollVoteSchema = z
  .object({
    optionIds: z
      .array(z.uuid())
      .min(1, { message: 'Pick at least one option.' })
      .max(pollLimits.optionsMax),
  })
  .strict();
export type PollVote = z.infer<typeof pollVoteSchema>;

export const pollSchema = z.object({
  multiple: z.boolean(),
  closesAt: z.string(),
  closed: z.boolean(),
  /** Whether counts are shown: the viewer voted, or the poll closed. */
  resultsVisible: z.boolean(),
  /** How many people voted (shown before the counts, as on other sites). */
  totalVoters: z.number(),
  options: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      /** Votes for this option; null until the results are visible to this viewer. */
      votes: z.number().nullable(),
    }),
  ),
  /** The viewer's own choices (option ids); never anyone else's. */
  myChoices: z.array(z.string()),
});
export type Poll = z.infer<typeof pollSchema>;
