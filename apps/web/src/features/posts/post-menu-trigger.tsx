import Ellipsis from 'lucide-react/icons/ellipsis';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The ⋯ button of a post's menu. The post card shows it (disabled) while the menu's code loads, so
 * the header keeps its shape; the menu (post-menu.tsx) uses the same button as its trigger.
 */
export function PostMenuTrigger(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('posts.menu.label')}
      className="inline-grid size-9 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      {...props}
    >
      <Ellipsis className="size-5" aria-hidden="true" />
    </button>
  );
}
