import { useTranslation } from 'react-i18next';
import { sidebarAreas, visibleAreas } from './nav-areas';
import { NavLink } from './nav-link';
import type { FrameNav } from './use-frame-nav';

/** The sidebar of tablets and wider screens: every destination, a rail of icons until 1024 px. */
export function SideNav({ nav }: { nav: FrameNav }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-1">
        {visibleAreas(sidebarAreas, nav.isAdmin).map((area) => (
          <li key={area.id}>
            <NavLink
              area={area}
              look="sidebar"
              active={nav.active === area.id}
              badge={nav.badges[area.id]}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
