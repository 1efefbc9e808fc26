import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { setTheme, useTheme, type Theme } from '@/lib/theme';
import { SettingsSection } from './settings-section';

export function AppearanceSettings() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <SettingsSection
      id="appearance"
      title={t('settings.appearance.title')}
      description={t('settings.appearance.description')}
    >
      <ChoiceGroup<Theme>
        name="theme"
        legend={t('settings.appearance.title')}
        value={theme}
        onChange={setTheme}
        choices={[
          {
            value: 'light',
            label: t('settings.appearance.light'),
            icon: <Sun className="size-5" aria-hidden="true" />,
          },
          {
            value: 'dark',
            label: t('settings.appearance.dark'),
            icon: <Moon className="size-5" aria-hidden="true" />,
          },
          {
            value: 'system',
            label: t('settings.appearance.system'),
            icon: <Monitor className="size-5" aria-hidden="true" />,
          },
        ]}
      />
    </SettingsSection>
  );
}
