import type { LucideIcon } from 'lucide-react';
import Bookmark from 'lucide-react/icons/bookmark';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarHeart from 'lucide-react/icons/calendar-heart';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import CreditCard from 'lucide-react/icons/credit-card';
import FilePen from 'lucide-react/icons/file-pen';
import House from 'lucide-react/icons/house';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircle from 'lucide-react/icons/message-circle';
import Newspaper from 'lucide-react/icons/newspaper';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import UsersRound from 'lucide-react/icons/users-round';

/** The destinations of the app frame (sidebar, bottom tabs, More sheet). */
export const navAreaIds = [
  'home',
  'posts',
  'messages',
  'communities',
  'events',
  'services',
  'saved',
  'payments',
  'profile',
  'settings',
  'admin',
] as const;
export type NavAreaId = (typeof navAreaIds)[number];

export interface NavArea {
  id: NavAreaId;
  to: string;
  icon: LucideIcon;
  /** Shown only to site administrators. */
  adminOnly?: boolean;
}

export const navAreas: Record<NavAreaId, NavArea> = {
  home: { id: 'home', to: '/dashboard', icon: House },
  posts: { id: 'posts', to: '/posts', icon: Newspaper },
  messages: { id: 'messages', to: '/messages', icon: MessageCircle },
  communities: { id: 'communities', to: '/communities', icon: UsersRound },
  events: { id: 'events', to: '/events', icon: CalendarDays },
  services: { id: 'services', to: '/services', icon: BriefcaseBusiness },
  saved: { id: 'saved', to: '/saved-posts', icon: Bookmark },
  payments: { id: 'payments', to: '/payment-history', icon: CreditCard },
  profile: { id: 'profile', to: '/profile', icon: UserRound },
  settings: { id: 'settings', to: '/settings', icon: Settings },
  admin: { id: 'admin', to: '/admin', icon: ShieldCheck, adminOnly: true },
};

/** The sidebar's order (DESIGN: the same destinations as the bottom tabs, and the rest). */
export const sidebarAreas: readonly NavAreaId[] = navAreaIds;
/** The phone's bottom tabs (DESIGN.md); everything else is in the More sheet. */
export const tabAreas: readonly NavAreaId[] = [
  'home',
  'communities',
  'events',
  'messages',
  'profile',
];
export const moreAreas: readonly NavAreaId[] = [
  'posts',
  'services',
  'saved',
  'payments',
  'settings',
  'admin',
];

export type NavShortcutId =
  'serviceRequests' | 'businessDashboard' | 'savedEvents' | 'boostPosts' | 'drafts';

/** A place inside an area that the More sheet offers beside it, so that it is two taps away too. */
export interface NavShortcut {
  id: NavShortcutId;
  area: NavAreaId;
  to: string;
  icon: LucideIcon;
  /** Shown only to business accounts. */
  businessOnly?: boolean;
}

export const navShortcuts: readonly NavShortcut[] = [
  { id: 'serviceRequests', area: 'services', to: '/services/requests', icon: ClipboardList },
  {
    id: 'businessDashboard',
    area: 'services',
    to: '/services/manage',
    icon: LayoutDashboard,
    businessOnly: true,
  },
  { id: 'savedEvents', area: 'saved', to: '/saved-posts?tab=events', icon: CalendarHeart },
  { id: 'boostPosts', area: 'payments', to: '/boost-posts', icon: Megaphone },
  // Drafts and scheduled posts (issue 36): beside "All posts", and linked from the composer.
  { id: 'drafts', area: 'posts', to: '/drafts', icon: FilePen },
];

/** The shortcuts of an area that a user may see. */
export function shortcutsOf(area: NavAreaId, isBusiness: boolean): NavShortcut[] {
  return navShortcuts.filter(
    (shortcut) => shortcut.area === area && (isBusiness || !shortcut.businessOnly),
  );
}

/** The first path segment(s) of each area; the /dashboard/... aliases of SPEC §2 count too. */
const prefixes: ReadonlyArray<readonly [NavAreaId, readonly string[]]> = [
  ['messages', ['/messages', '/dashboard/messages']],
  ['communities', ['/communities', '/community', '/dashboard/communities']],
  ['events', ['/events', '/create-event', '/dashboard/events']],
  ['services', ['/services', '/service']],
  ['saved', ['/saved-posts', '/dashboard/saved']],
  ['settings', ['/settings', '/dashboard/settings']],
  ['payments', ['/payment-history', '/boost-posts']],
  ['admin', ['/admin']],
  ['posts', ['/posts', '/drafts']],
  ['home', ['/post']],
];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Pages about me: my profile, its editing and my connections; someone else's profile is no area. */
function isMine(pathname: string, myId: string | undefined): boolean {
  if (
    [
      '/profile',
      '/dashboard/profile',
      '/edit-profile',
      '/complete-profile',
      '/setup-profile',
    ].includes(pathname)
  )
    return true;
  if (!myId) return false;
  const id = encodeURIComponent(myId);
  return [
    `/profile/${id}`,
    `/user/${id}`,
    `/dashboard/profile/${id}`,
    `/connections/${id}`,
    `/dashboard/connections/${id}`,
  ].some((prefix) => under(pathname, prefix));
}

/** The area a path belongs to, for aria-current and the highlighted tab; null when none fits. */
export function navAreaOf(pathname: string, myId?: string): NavAreaId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/dashboard') return 'home';
  if (isMine(path, myId)) return 'profile';
  for (const [area, starts] of prefixes)
    if (starts.some((prefix) => under(path, prefix))) return area;
  return null;
}

/** The areas a user may see, in the given order: Admin only for site administrators. */
export function visibleAreas(ids: readonly NavAreaId[], isAdmin: boolean): NavArea[] {
  return ids.map((id) => navAreas[id]).filter((area) => isAdmin || !area.adminOnly);
}
