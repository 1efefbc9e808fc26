import { createPostSchema } from '@aebro/shared/posts';
import type { Audience } from '@aebro/shared/post-limits';
import { formSchema } from '@/lib/form-schema';
import { pollRequest, type PollDraft } from './poll-request';

/** The composer's fields; the photos are uploaded beside the form and sent as their keys. */
export interface ComposerValues {
  body: string;
  audience: Audience;
  /** Whether the post carries the poll below (issue 36). */
  withPoll: boolean;
  poll: PollDraft;
}

/** The request the composer sends: the post, in its community or with its audience, and its poll. */
export function composerRequest(
  { body, audience, withPoll, poll }: ComposerValues,
  imageKeys: string[],
  communityId: string | undefined,
) {
  return {
    body,
    imageKeys,
    ...(communityId ? { audience: 'community' as const, communityId } : { audience }),
    ...(withPoll ? { poll: pollRequest(poll) } : {}),
  };
}

/**
 * The composer's check: the post it would create, by the shared rules. A problem of the poll is said
 * under the poll, every other one under the text box. Loaded with zod when the composer is first used.
 */
export function composerSchema(imageKeys: string[], communityId: string | undefined) {
  return formSchema<ComposerValues>(createPostSchema, {
    request: (values) => composerRequest(values, imageKeys, communityId),
    field: (path) => (path[0] === 'poll' ? 'poll' : 'body'),
  });
}
