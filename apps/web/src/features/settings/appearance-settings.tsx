import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { DataSaverSettings } from '@/features/data-saver/data-saver-settings';
import { GeezTypingSettings } from '@/features/geez-typing/geez-typing-settings';
import { updateProfile } from '@/features/profiles/profile-api';
import { useSession } from '@/features/session/use-session';
import { toast } from '@/components/ui/toast';
import { currentLanguage } from '@/i18n/i18n';
import {
  setCalendarPreference,
  useCalendarPreference,
  type CalendarPreference,
} from '@/lib/calendar-preference';
import { formatDate } from '@/lib/locale-format';
import { setTheme, useTheme, type Theme } from '@/lib/theme';
import { SettingsSection } from './settings-section';

export function AppearanceSettings() {
  const { t } = useTranslation();
  const theme = useTheme();
  const calendar = useCalendarPreference();
  const session = useSession();
  // The choice applies on this device at once; the account keeps it for e-mails (and other devices).
  const chooseCalendar = (choice: CalendarPreference): void => {
    setCalendarPreference(choice);
    if (!session.data) return;
    updateProfile({ calendarPreference: choice }).catch(() => {
      toast.error(t('settings.feedback.error'), { description: t('settings.feedback.failed') });
    });
  };
  // Each calendar choice shows today's date as it would be written.
  const today = new Date();
  const example = (choice: CalendarPreference): string =>
    formatDate(today, { language: currentLanguage(), calendar: choice });
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
      <h3 className="mt-6 font-medium">{t('calendar.settings.title')}</h3>
      <p className="mb-3 text-sm text-muted-foreground">{t('calendar.settings.description')}</p>
      <ChoiceGroup<CalendarPreference>
        name="calendar"
        legend={t('calendar.settings.title')}
        value={calendar}
        onChange={chooseCalendar}
        choices={[
          {
            value: 'gregorian',
            label: t('calendar.settings.gregorian'),
            description: example('gregorian'),
          },
          {
            value: 'ethiopian',
            label: t('calendar.settings.ethiopian'),
            description: example('ethiopian'),
          },
          { value: 'both', label: t('calendar.settings.both'), description: example('both') },
        ]}
      />
      <GeezTypingSettings />
      <DataSaverSettings />
    </SettingsSection>
  );
}
