import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  mutedWordExpiries,
  mutedWordLimits,
  type MutedWordExpiry,
} from '@aebro/shared/notification-filter-rules';
import type { MutedWord } from '@aebro/shared/notification-filters';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  addMutedWord,
  mutedWordsQuery,
  removeMutedWord,
} from '@/features/notifications/notification-filters-api';
import { useDateFormat } from '@/lib/use-date-format';
import { SettingsSection } from './settings-section';

/**
 * Settings → Muted words (issue 37): words and phrases hidden from my feeds, comments,
 * notifications and search, each matched as a whole word or anywhere, for a while or until removed.
 */
export function MutedWordsSettings() {
  const { t } = useTranslation();
  const words = useQuery(mutedWordsQuery);
  return (
    <SettingsSection
      id="mutedWords"
      title={t('settings.mutedWords.title')}
      description={t('settings.mutedWords.description')}
    >
      <div className="flex flex-col gap-4">
        <AddMutedWordForm />
        <p className="text-sm text-muted-foreground">{t('notifications.mutedWords.hint')}</p>
        {words.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : words.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-sm">{t('notifications.mutedWords.loadFailed')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void words.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : words.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {t('notifications.mutedWords.empty')}
          </p>
        ) : (
          <ul
            aria-label={t('notifications.mutedWords.listLabel')}
            className="flex flex-col divide-y"
          >
            {words.data.map((word) => (
              <MutedWordRow key={word.id} word={word} />
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}

function AddMutedWordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [phrase, setPhrase] = useState('');
  const [wholeWord, setWholeWord] = useState(true);
  const [expiresIn, setExpiresIn] = useState<MutedWordExpiry>('never');
  const add = useMutation({
    mutationFn: addMutedWord,
    onSuccess: async () => {
      setPhrase('');
      await queryClient.invalidateQueries({ queryKey: mutedWordsQuery.queryKey });
      // What the lists hide has changed.
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phrase.trim() === '' || add.isPending) return;
    add.mutate({ phrase: phrase.trim(), wholeWord, expiresIn });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-phrase`} className="text-sm font-medium">
          {t('notifications.mutedWords.label')}
        </label>
        <Input
          id={`${id}-phrase`}
          value={phrase}
          maxLength={mutedWordLimits.phraseMax}
          placeholder={t('notifications.mutedWords.placeholder')}
          aria-invalid={add.isError}
          aria-describedby={add.isError ? `${id}-error` : undefined}
          onChange={(event) => setPhrase(event.target.value)}
        />
        {add.isError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {t('notifications.mutedWords.failed')}
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
          {t('notifications.mutedWords.wholeWord')}
        </label>
        <div className="flex flex-col gap-1.5 sm:ml-auto">
          <label htmlFor={`${id}-expiry`} className="text-sm font-medium">
            {t('notifications.mutedWords.expiry')}
          </label>
          <NativeSelect
            id={`${id}-expiry`}
            value={expiresIn}
            onChange={(event) => setExpiresIn(event.target.value as MutedWordExpiry)}
          >
            {mutedWordExpiries.map((expiry) => (
              <option key={expiry} value={expiry}>
                {t(`notifications.mutedWords.expiries.${expiry}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={phrase.trim() === '' || add.isPending}>
          {add.isPending ? t('notifications.mutedWords.adding') : t('notifications.mutedWords.add')}
        </Button>
      </div>
    </form>
  );
}

function MutedWordRow({ word }: { word: MutedWord }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeMutedWord(word.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mutedWordsQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{word.phrase}</p>
        <p className="text-xs text-muted-foreground">
          {word.wholeWord
            ? t('notifications.mutedWords.wholeWordTag')
            : t('notifications.mutedWords.anywhereTag')}
          {' · '}
          {word.expiresAt
            ? t('notifications.mutedWords.until', {
                date: format.date(word.expiresAt, { dateStyle: 'long' }),
              })
            : t('notifications.mutedWords.forever')}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={remove.isPending}
        aria-label={t('notifications.mutedWords.remove', { phrase: word.phrase })}
        onClick={() => remove.mutate()}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
