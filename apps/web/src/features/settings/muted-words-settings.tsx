import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  mutedWordExpiries,
  mutedWordLimits,
  type MutedWordExpiry,
} from '@aebro/shared/notification-filter-rules';
import type { MutedWord } from '@aebro/shared/notification-filters';
import { NativeSelect } from '@/components/ui/native-select';
import { WordListEditor } from '@/components/word-list-editor';
import {
  addMutedWord,
  mutedWordsQuery,
  removeMutedWord,
} from '@/features/notifications/notification-filters-api';
import { useDateFormat } from '@/lib/use-date-format';
import { SettingsSection } from './settings-section';

/** What a muted word hides changes with the list: my feeds' posts and my notifications. */
const filtered = [mutedWordsQuery.queryKey, ['posts'], ['notifications']];

/**
 * Settings → Muted words (issue 37): words and phrases hidden from my feeds, comments,
 * notifications and search, each matched as a whole word or anywhere, for a while or until removed.
 */
export function MutedWordsSettings() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const id = useId();
  const words = useQuery(mutedWordsQuery);
  const [expiresIn, setExpiresIn] = useState<MutedWordExpiry>('never');
  const expiry = (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-expiry`} className="text-sm font-medium">
        {t('notifications.mutedWords.expiry')}
      </label>
      <NativeSelect
        id={`${id}-expiry`}
        value={expiresIn}
        onChange={(event) => setExpiresIn(event.target.value as MutedWordExpiry)}
      >
        {mutedWordExpiries.map((choice) => (
          <option key={choice} value={choice}>
            {t(`notifications.mutedWords.expiries.${choice}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <SettingsSection
      id="mutedWords"
      title={t('settings.mutedWords.title')}
      description={t('settings.mutedWords.description')}
    >
      <WordListEditor<MutedWord>
        texts="notifications.mutedWords"
        hint={t('notifications.mutedWords.hint')}
        words={words}
        phraseMax={mutedWordLimits.phraseMax}
        add={(word) => addMutedWord({ ...word, expiresIn })}
        remove={removeMutedWord}
        invalidates={filtered}
        moreFields={expiry}
        detail={(word) =>
          word.expiresAt
            ? t('notifications.mutedWords.until', {
                date: format.date(word.expiresAt, { dateStyle: 'long' }),
              })
            : t('notifications.mutedWords.forever')
        }
      />
    </SettingsSection>
  );
}
