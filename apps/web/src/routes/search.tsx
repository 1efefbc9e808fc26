import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PeopleList } from '@/features/connections/people-list';
import { usePeopleSearch } from '@/features/connections/use-people-lists';

/** Typing settles for this long before the search runs; Enter runs it at once. */
const searchDebounceMs = 300;
const maxQueryLength = 100;

/** /search?q=: find people by name, username, business name, category or location. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, maxQueryLength);
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const results = usePeopleSearch(q);

  // Back and forward change the address: the field follows it.
  if (q !== shownQ) {
    setShownQ(q);
    if (draft.trim() !== q) setDraft(q);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (value: string): void => {
    clearTimeout(timer.current);
    setParams(value ? { q: value } : {}, { replace: true });
  };

  const onChange = (value: string): void => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value.trim()), searchDebounceMs);
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    commit(draft.trim());
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <h2 className="text-2xl font-bold">{t('people.search.title')}</h2>
      <form role="search" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor="people-search" className="sr-only">
          {t('people.search.label')}
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="people-search"
            type="search"
            value={draft}
            maxLength={maxQueryLength}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('people.search.placeholder')}
            className="pl-9"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <Button type="submit">{t('people.search.submit')}</Button>
      </form>
      {q === '' ? (
        <EmptyState
          frame="list"
          icon={Search}
          title={t('people.search.prompt.title')}
          text={t('people.search.prompt.text')}
        />
      ) : (
        <section aria-label={t('people.search.results')}>
          <PeopleList
            query={results}
            label={t('people.search.resultsFor', { query: q })}
            empty={{
              title: t('people.search.noResults.title', { query: q }),
              text: t('people.search.noResults.text'),
              icon: SearchX,
            }}
          />
        </section>
      )}
    </div>
  );
}
