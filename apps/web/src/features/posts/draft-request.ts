import type { Draft, SaveDraft } from '@aebro/shared/drafts';
import type { ComposerValues } from './composer-schema';
import { emptyPollDraft } from './poll-request';

/**
 * The composer's content as a draft (issue 36): what is typed so far, the poll as typed (its
 * duration in hours; it closes that long after the post goes out), and when it goes out (null: kept
 * as a draft).
 */
export function draftRequest(
  { body, audience, withPoll, poll }: ComposerValues,
  imageKeys: string[],
  communityId: string | undefined,
  scheduledAt: string | null,
): SaveDraft {
  return {
    body,
    imageKeys,
    ...(communityId ? { audience: 'community' as const, communityId } : { audience }),
    poll: withPoll
      ? {
          options: poll.options.map((option) => option.text),
          multiple: poll.multiple,
          hours: Number(poll.hours),
        }
      : null,
    scheduledAt,
  };
}

/** A draft opened back into the composer. */
export function composerValuesOf(draft: Draft): ComposerValues {
  return {
    body: draft.body,
    audience: draft.audience === 'community' ? 'public' : draft.audience,
    withPoll: draft.poll !== null,
    poll: draft.poll
      ? {
          options: draft.poll.options.map((text) => ({ text })),
          multiple: draft.poll.multiple,
          hours: String(draft.poll.hours),
        }
      : emptyPollDraft(),
  };
}
