import Ellipsis from 'lucide-react/icons/ellipsis';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { moreAreas, tabAreas, visibleAreas } from './nav-areas';
import { NavLink } from './nav-link';
import type { FrameNav } from './use-frame-nav';

/**
 * The phone's tab bar, fixed at the bottom above the safe area: Home, Communities, Events, Messages,
 * Profile (DESIGN.md) and More, a sheet with the other places, the language and Sign out.
 */
// The sheet (a Radix dialog) loads on the first tap on More, not with the frame.
const loadMoreSheet = () => import('./more-sheet');
const MoreSheet = lazy(async () => ({ default: (await loadMoreSheet()).MoreSheet }));

const tabItemClass = 'flex-1 basis-0 max-[22.5rem]:min-w-0';

export function BottomNav({ nav }: { nav: FrameNav }) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  // Mounted from the first open on, so that it can animate its closing.
  const [moreUsed, setMoreUsed] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const inMore = nav.active !== null && moreAreas.includes(nav.active);
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {/* Each tab takes an equal share, and a long name ("Communities", "መልእኽትታት") as much more
          as it needs: every name fits whole from 360 px on; narrower screens cut it short. */}
      <ul className="flex h-16">
        {visibleAreas(tabAreas, nav.isAdmin).map((area) => (
          <li key={area.id} className={tabItemClass}>
            <NavLink
              area={area}
              look="tab"
              active={nav.active === area.id}
              badge={nav.badges[area.id]}
            />
          </li>
        ))}
        <li className={tabItemClass}>
          <button
            ref={moreButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onPointerEnter={() => void loadMoreSheet().catch(() => undefined)}
            onClick={() => {
              setMoreUsed(true);
              setMoreOpen(true);
            }}
            className={cn(
              'flex h-full w-full flex-col items-center justify-center gap-0.5 px-0.5 text-2xs font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
              inMore ? 'font-semibold text-primary' : 'text-muted-foreground hover:text-foreground',
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
          </button>
          {moreUsed ? (
            <Suspense fallback={null}>
              <MoreSheet
                nav={nav}
                open={moreOpen}
                onOpenChange={setMoreOpen}
                returnFocusTo={moreButton}
              />
            </Suspense>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
