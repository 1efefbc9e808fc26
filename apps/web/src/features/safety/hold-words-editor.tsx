import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { holdLimits, type HoldWord, type HoldWordCreate } from '@aebro/shared/holds';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';

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
  const { t } = useTranslation();
  const words = useQuery({ queryKey: source.queryKey, queryFn: source.list });
  return (
    <div className="flex flex-col gap-4">
      <AddHoldWordForm source={source} />
      <p className="text-sm text-muted-foreground">{hint}</p>
      {words.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : words.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm">{t('safety.holdWords.loadFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void words.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : words.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('safety.holdWords.empty')}
        </p>
      ) : (
        <ul aria-label={t('safety.holdWords.listLabel')} className="flex flex-col divide-y">
          {words.data.items.map((word) => (
            <HoldWordRow key={word.id} word={word} source={source} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AddHoldWordForm({ source }: { source: HoldWordsSource }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [phrase, setPhrase] = useState('');
  const [wholeWord, setWholeWord] = useState(true);
  const add = useMutation({
    mutationFn: source.add,
    onSuccess: async () => {
      setPhrase('');
      await queryClient.invalidateQueries({ queryKey: source.queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phrase.trim() === '' || add.isPending) return;
    add.mutate({ phrase: phrase.trim(), wholeWord });
  };
  const duplicate = add.error instanceof ApiRequestError && add.error.status === 409;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-phrase`} className="text-sm font-medium">
          {t('safety.holdWords.label')}
        </label>
        <Input
          id={`${id}-phrase`}
          value={phrase}
          maxLength={holdLimits.phraseMax}
          placeholder={t('safety.holdWords.placeholder')}
          aria-invalid={add.isError}
          aria-describedby={add.isError ? `${id}-error` : undefined}
          onChange={(event) => setPhrase(event.target.value)}
        />
        {add.isError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {duplicate ? t('safety.holdWords.duplicate') : t('safety.holdWords.failed')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={wholeWord}
            onChange={(event) => setWholeWord(event.target.checked)}
            className="size-4 accent-[var(--primary)]"
          />
          {t('safety.holdWords.wholeWord')}
        </label>
        <Button type="submit" disabled={phrase.trim() === '' || add.isPending}>
          {add.isPending ? t('safety.holdWords.adding') : t('safety.holdWords.add')}
        </Button>
      </div>
    </form>
  );
}

function HoldWordRow({ word, source }: { word: HoldWord; source: HoldWordsSource }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => source.remove(word.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: source.queryKey });
    },
  });
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{word.phrase}</p>
        <p className="text-xs text-muted-foreground">
          {word.wholeWord ? t('safety.holdWords.wholeWordTag') : t('safety.holdWords.anywhereTag')}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={remove.isPending}
        aria-label={t('safety.holdWords.remove', { phrase: word.phrase })}
        onClick={() => remove.mutate()}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
