import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

/** Toasts, one at a time (SPEC §9), following the theme, with translated accessible names. */
export function Toaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('common.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
