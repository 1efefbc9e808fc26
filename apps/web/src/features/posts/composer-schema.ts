import { createPostSchema } from '@aebro/shared/posts';
import type { Audience } from '@aebro/shared/post-limits';
import { formSchema } from '@/lib/form-schema';

/** The composer's fields; the photos are uploaded beside the form and sent as their keys. */
export interface ComposerValues {
  body: string;
  audience: Audience;
}

/**
 * The composer's check: the post it would create, by the shared rules. Every problem is said under
 * the text box, the composer's one field. Loaded with zod when the composer is first used.
 */
export function composerSchema(imageKeys: string[], communityId: string | undefined) {
  return formSchema<ComposerValues>(createPostSchema, {
    request: ({ body, audience }) =>
      communityId
        ? { body, imageKeys, audience: 'community', communityId }
        : { body, imageKeys, audience },
    field: () => 'body',
  });
}
