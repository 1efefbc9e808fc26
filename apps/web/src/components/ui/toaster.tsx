import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster as Sonner, useSonner } from 'sonner';

export { toast };
import { breakpoints, useMediaQuery } from '@/lib/use-media-query';
import { useTheme } from '@/lib/theme';

/** The phone's bottom tab bar (4 rem and the safe area) and a little air above it. */
const aboveTabBar = 'calc(4.75rem + env(safe-area-inset-bottom))';

/**
 * Toasts, one at a time (SPEC §9): a new one replaces the one shown. They appear at the bottom, where
 * they cover neither the header nor a page's heading: centred above the tab bar on phones, at the
 * right on wider screens. They follow the theme and have translated accessible names. The plain
 * colours (not sonner's rich ones, whose green fails WCAG AA contrast) keep every toast readable.
 */
export function Toaster() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(breakpoints.sidebar);
  const { toasts } = useSonner();

  // visibleToasts only fades the older ones out; they would still be read out and take space.
  useEffect(() => {
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);

  const offset = wide ? undefined : { bottom: aboveTabBar };
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      position={wide ? 'bottom-right' : 'bottom-center'}
      offset={offset}
      mobileOffset={offset}
      closeButton
      containerAriaLabel={t('common.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
