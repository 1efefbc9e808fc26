import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HoldWordsEditor, type HoldWordsSource } from '@/features/safety/hold-words-editor';
import {
  addCommunityHoldWord,
  communityHoldKeys,
  fetchCommunityHoldWords,
  removeCommunityHoldWord,
} from './community-holds-api';

/**
 * Issue 37, Manage → Filters: the community's keyword filter. A post or comment in the community
 * with one of these words waits under Manage → Held until an admin approves it.
 */
export function ManageFilters({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const source = useMemo<HoldWordsSource>(
    () => ({
      queryKey: communityHoldKeys.words(communityId),
      list: () => fetchCommunityHoldWords(communityId),
      add: (input) => addCommunityHoldWord(communityId, input),
      remove: (wordId) => removeCommunityHoldWord(communityId, wordId),
    }),
    [communityId],
  );
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="filters-title"
    >
      <h3 id="filters-title" className="text-lg font-semibold">
        {t('communities.filters.title')}
      </h3>
      <HoldWordsEditor source={source} hint={t('communities.filters.hint')} />
    </section>
  );
}
