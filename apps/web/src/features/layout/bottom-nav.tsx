import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { moreAreas, tabAreas, visibleAreas } from './nav-areas';
import { MoreSheet } from './more-sheet';
import { NavLink } from './nav-link';
import type { FrameNav } from './use-frame-nav';

/**
 * The phone's tab bar, fixed at the bottom above the safe area: Home, Communities, Events, Messages,
 * Profile (DESIGN.md) and More, a sheet with the other places, the language and Sign out.
 */
export function BottomNav({ nav }: { nav: FrameNav }) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const inMore = nav.active !== null && moreAreas.includes(nav.active);
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-6">
        {visibleAreas(tabAreas, nav.isAdmin).map((area) => (
          <li key={area.id} className="min-w-0">
            <NavLink
              area={area}
              look="tab"
              active={nav.active === area.id}
              badge={nav.badges[area.id]}
            />
          </li>
        ))}
        <li className="min-w-0">
          <Sheet open={moreOpen} onOpenChange={setMoreOpen}>
            <SheetTrigger
              className={cn(
                'flex h-full w-full flex-col items-center justify-center gap-0.5 px-0.5 text-2xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
                inMore
                  ? 'font-semibold text-primary'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid h-7 w-12 place-items-center rounded-full',
                  inMore && 'bg-secondary',
                )}
              >
                <Ellipsis className="size-5" strokeWidth={inMore ? 2.4 : 2} />
              </span>
              {t('nav.more.tab')}
            </SheetTrigger>
            <MoreSheet nav={nav} onNavigate={() => setMoreOpen(false)} />
          </Sheet>
        </li>
      </ul>
    </nav>
  );
}
