import type { Language } from '@aebro/shared/language';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { changeLanguage } from '@/i18n/i18n';
import { useSession } from '@/features/session/use-session';
import { useUpdateProfile } from './use-update-profile';

/**
 * Switches the interface language on this device and, for a signed-in user, saves it as the
 * profile's language preference (e-mails follow it). A failed save keeps the switch and says so.
 */
export function useLanguageChoice(): (language: Language) => Promise<void> {
  const { t } = useTranslation();
  const session = useSession();
  const update = useUpdateProfile();
  return async (language) => {
    await changeLanguage(language);
    if (!session.data || session.data.profile.languagePreference === language) return;
    try {
      await update.mutateAsync({ languagePreference: language });
    } catch {
      toast.error(t('settings.feedback.error'), { description: t('settings.feedback.failed') });
    }
  };
}
