import { useQuery } from '@tanstack/react-query';
import { holdLimits, type HoldWord, type HoldWordCreate } from '@aebro/shared/holds';
import { WordListEditor } from '@/components/word-list-editor';

export interface HoldWordsSource {
  queryKey: readonly unknown[];
  list: () => Promise<{ items: HoldWord[] }>;
  add: (input: HoldWordCreate) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/**
 * Issue 37: a list of words that hold a post or comment for review (the site's, in /admin, or a
 * community's keyword filter, in Manage), matched in Ge'ez and Latin spellings as muted words are.
 */
export function HoldWordsEditor({ source, hint }: { source: HoldWordsSource; hint: string }) {
  const words = useQuery({
    queryKey: source.queryKey,
    queryFn: source.list,
    select: (data) => data.items,
  });
  return (
    <WordListEditor
      texts="safety.holdWords"
      hint={hint}
      words={words}
      phraseMax={holdLimits.phraseMax}
      add={source.add}
      remove={source.remove}
      invalidates={[source.queryKey]}
    />
  );
}
