import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

/**
 * Toasts, one at a time (SPEC §9), following the theme, with translated accessible names. The plain
 * colours (not sonner's rich ones, whose green fails WCAG AA contrast) keep every toast readable.
 */
export function Toaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      position="top-center"
      closeButton
      containerAriaLabel={t('common.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
