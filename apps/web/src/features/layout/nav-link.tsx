import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { NavArea } from './nav-areas';

interface NavLinkProps {
  area: NavArea;
  active: boolean;
  badge?: number;
  /** Where it stands: the sidebar (a rail on tablets), a bottom tab, or a row of the More sheet. */
  look: 'sidebar' | 'tab' | 'sheet';
  onClick?: () => void;
}

const looks = {
  sidebar:
    'flex-col gap-1 px-1 py-2 text-center text-xs lg:flex-row lg:gap-3 lg:px-3 lg:py-2.5 lg:text-left lg:text-[0.9375rem]',
  tab: 'h-full flex-col justify-center gap-0.5 px-0.5 text-center text-2xs',
  sheet: 'min-h-12 gap-3 px-3 py-2 text-base',
} as const;

const badgePlaces = {
  sidebar: 'absolute top-1 right-[calc(50%-1.5rem)] lg:static lg:ml-auto',
  tab: 'absolute top-1 left-1/2 ml-1',
  sheet: 'ml-auto',
} as const;

/** One destination of the frame: icon and name, marked when it is the current area, with its unread count. */
export function NavLink({ area, active, badge = 0, look, onClick }: NavLinkProps) {
  const { t } = useTranslation();
  const label = t(`nav.areas.${area.id}`);
  const Icon = area.icon;
  return (
    <Link
      to={area.to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      aria-label={badge > 0 ? t('nav.withUnread', { label, count: badge }) : undefined}
      className={cn(
        'relative flex items-center rounded-lg font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
        looks[look],
        active
          ? 'bg-secondary font-semibold text-primary'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        look === 'tab' && 'rounded-none bg-transparent',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid shrink-0 place-items-center',
          look === 'tab' && 'h-7 w-12 rounded-full',
          look === 'tab' && active && 'bg-secondary',
        )}
      >
        <Icon className="size-5" strokeWidth={active ? 2.4 : 2} />
      </span>
      {/* A tab's name stays on one line: the tab bar gives it the room (cut short below 360 px). */}
      <span
        className={cn(
          'leading-tight',
          look !== 'sheet' && 'max-w-full',
          look === 'tab' && 'tracking-tight whitespace-nowrap max-[22.5rem]:truncate',
        )}
      >
        {label}
      </span>
      {badge > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            'grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground',
            badgePlaces[look],
          )}
        >
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </Link>
  );
}
