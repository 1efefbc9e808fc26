import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@aebro/shared/language';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { languageNames } from '@/features/layout/language-switcher';
import { useLanguageChoice } from '@/features/profiles/use-language-choice';
import { currentLanguage } from '@/i18n/i18n';
import { SettingsSection } from './settings-section';

/** The interface language; for a signed-in user it is also saved as the profile's preference. */
export function LanguageSettings() {
  const { t } = useTranslation();
  const choose = useLanguageChoice();
  // The other language's texts may still be loading: show the choice at once.
  const [pending, setPending] = useState<Language | null>(null);
  const select = (language: Language): void => {
    setPending(language);
    void choose(language).finally(() => setPending(null));
  };
  return (
    <SettingsSection
      id="language"
      title={t('settings.language.title')}
      description={t('settings.language.description')}
    >
      <ChoiceGroup<Language>
        name="language"
        legend={t('settings.language.title')}
        value={pending ?? currentLanguage()}
        onChange={select}
        choices={languages.map((language) => ({
          value: language,
          label: languageNames[language],
          lang: language,
          labelClassName: 'font-brand',
        }))}
      />
    </SettingsSection>
  );
}
