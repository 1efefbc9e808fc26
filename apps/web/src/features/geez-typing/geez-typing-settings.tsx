import { useTranslation } from 'react-i18next';
import { SwitchRow } from '@/components/ui/switch-row';
import { setGeezTyping, useGeezTypingPreference } from './preference';
import { orderLetters, syllableTable } from './transliterate';

const table = syllableTable();

/** Settings → Appearance: the Ge'ez typing aid's switch and its syllable table. */
export function GeezTypingSettings() {
  const { t } = useTranslation();
  const on = useGeezTypingPreference();
  return (
    <div className="mt-6">
      <h3 className="font-medium">{t('typing.settings.title')}</h3>
      <ul className="mt-2">
        <SwitchRow
          label={t('typing.settings.label')}
          description={t('typing.settings.description')}
          checked={on}
          onCheckedChange={setGeezTyping}
        />
      </ul>
      <details className="mt-3 rounded-lg border p-3">
        <summary className="cursor-pointer font-medium">{t('typing.settings.tableTitle')}</summary>
        <p className="mt-2 text-sm text-muted-foreground">{t('typing.settings.tableIntro')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('typing.settings.combos')}</p>
        {/* Scrolls by keyboard too: it can take the focus. */}
        <div
          className="mt-3 max-h-96 overflow-auto"
          tabIndex={0}
          role="region"
          aria-label={t('typing.settings.tableTitle')}
        >
          <table className="w-full border-collapse text-center text-sm">
            <thead className="sticky top-0 bg-card">
              <tr>
                <th scope="col" className="p-1 text-start">
                  {t('typing.settings.latin')}
                </th>
                {orderLetters.map((letter, order) => (
                  <th
                    key={order}
                    scope="col"
                    className="p-1 font-mono"
                    aria-label={t('typing.settings.order', { order: order + 1 })}
                  >
                    {letter === '' ? '–' : letter}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.map((row) => (
                <tr key={row.latin} className="border-t">
                  <th scope="row" className="p-1 text-start font-mono">
                    {row.latin}
                  </th>
                  {row.syllables.map((syllable) => (
                    <td key={syllable} lang="am" className="p-1 text-base">
                      {syllable}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
