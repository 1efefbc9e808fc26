import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api';

export interface ListedWord {
  id: string;
  phrase: string;
  wholeWord: boolean;
}

export interface WordListEditorProps<W extends ListedWord> {
  /**
   * The key under which its texts are: `label`, `placeholder`, `wholeWord`, `add`, `adding`,
   * `failed`, `duplicate` (a 409, if the list has one), `loadFailed`, `empty`, `listLabel`, `wholeWordTag`,
   * `anywhereTag` and `remove` (with `{{phrase}}`).
   */
  texts: string;
  hint: string;
  words: UseQueryResult<W[]>;
  phraseMax: number;
  add: (word: { phrase: string; wholeWord: boolean }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** What changes with the list: its own query first, then the lists it filters. */
  invalidates: readonly QueryKey[];
  /** More fields of the form, beside "whole word" (e.g. how long a word stays muted). */
  moreFields?: ReactNode;
  /** More about a listed word, after "whole word" or "anywhere" (e.g. until when). */
  detail?: (word: W) => ReactNode;
}

/**
 * A list of words and phrases, each matched as a whole word or anywhere in a word: my muted
 * words (Settings), the site's hold words (/admin) and a community's keyword filter (Manage).
 */
export function WordListEditor<W extends ListedWord>(props: WordListEditorProps<W>) {
  const { t } = useTranslation();
  const { words, texts } = props;
  return (
    <div className="flex flex-col gap-4">
      <AddWordForm {...props} />
      <p className="text-sm text-muted-foreground">{props.hint}</p>
      {words.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : words.isError ? (
        <LoadError text={t(`${texts}.loadFailed`)} onRetry={() => void words.refetch()} />
      ) : words.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t(`${texts}.empty`)}
        </p>
      ) : (
        <ul aria-label={t(`${texts}.listLabel`)} className="flex flex-col divide-y">
          {words.data.map((word) => (
            <WordRow key={word.id} word={word} {...props} />
          ))}
        </ul>
      )}
    </div>
  );
}

function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return async () => {
    for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
  };
}

function AddWordForm<W extends ListedWord>(props: WordListEditorProps<W>) {
  const { t } = useTranslation();
  const { texts } = props;
  const invalidate = useInvalidate(props.invalidates);
  const id = useId();
  const [phrase, setPhrase] = useState('');
  const [wholeWord, setWholeWord] = useState(true);
  const add = useMutation({
    mutationFn: props.add,
    onSuccess: async () => {
      setPhrase('');
      await invalidate();
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
          {t(`${texts}.label`)}
        </label>
        <Input
          id={`${id}-phrase`}
          value={phrase}
          maxLength={props.phraseMax}
          placeholder={t(`${texts}.placeholder`)}
          aria-invalid={add.isError}
          aria-describedby={add.isError ? `${id}-error` : undefined}
          onChange={(event) => setPhrase(event.target.value)}
        />
        {add.isError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {duplicate ? t([`${texts}.duplicate`, `${texts}.failed`]) : t(`${texts}.failed`)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={wholeWord}
            onChange={(event) => setWholeWord(event.target.checked)}
            className="size-4 accent-[var(--primary)]"
          />
          {t(`${texts}.wholeWord`)}
        </label>
        {props.moreFields ? <div className="sm:ml-auto">{props.moreFields}</div> : null}
        <Button
          type="submit"
          className={props.moreFields ? undefined : 'sm:ml-auto'}
          disabled={phrase.trim() === '' || add.isPending}
        >
          {add.isPending ? t(`${texts}.adding`) : t(`${texts}.add`)}
        </Button>
      </div>
    </form>
  );
}

function WordRow<W extends ListedWord>({ word, ...props }: WordListEditorProps<W> & { word: W }) {
  const { t } = useTranslation();
  const { texts } = props;
  const invalidate = useInvalidate(props.invalidates);
  const remove = useMutation({
    mutationFn: () => props.remove(word.id),
    onSuccess: invalidate,
  });
  const detail = props.detail?.(word);
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{word.phrase}</p>
        <p className="text-xs text-muted-foreground">
          {word.wholeWord ? t(`${texts}.wholeWordTag`) : t(`${texts}.anywhereTag`)}
          {detail ? <> · {detail}</> : null}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={remove.isPending}
        aria-label={t(`${texts}.remove`, { phrase: word.phrase })}
        onClick={() => remove.mutate()}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
