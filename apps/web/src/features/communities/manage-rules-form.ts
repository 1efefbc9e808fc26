import { lazyZodResolver } from '@/lib/lazy-resolver';

/** The rules tab's values: the numbered rules as typed, and the slow mode's seconds. */
export interface RulesFormValues {
  rules: Array<{ title: string; detail: string }>;
  slowModeSeconds: number;
}

/**
 * Checked by the shared schema of a community's changes (the one the server uses: titles required,
 * lengths, at most 15 rules, slow mode's bounds), loaded with the form's first check, not the screen.
 */
export const rulesCheck = lazyZodResolver(() =>
  import('@aebro/shared/communities').then((communities) =>
    communities.updateCommunitySchema.pick({ rules: true, slowModeSeconds: true }).required(),
  ),
);
