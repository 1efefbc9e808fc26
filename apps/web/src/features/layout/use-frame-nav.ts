import { useLocation } from 'react-router';
import { useMessagesUnread } from '@/features/messages/use-messages-unread';
import type { Session } from '@/features/session/session';
import { navAreaOf, type NavAreaId } from './nav-areas';

export interface FrameNav {
  /** The area of the current page, marked in the sidebar, the tabs and the More sheet. */
  active: NavAreaId | null;
  isAdmin: boolean;
  /** A business account: its dashboard is among the shortcuts. */
  isBusiness: boolean;
  /** Unread counts shown on an area's entry. */
  badges: Partial<Record<NavAreaId, number>>;
}

/** What the frame's navigation shows for this session on this page. */
export function useFrameNav(session: Session): FrameNav {
  const { pathname } = useLocation();
  const messages = useMessagesUnread();
  return {
    active: navAreaOf(pathname, session.user.id),
    isAdmin: session.user.isAdmin === true,
    isBusiness: session.profile.accountType === 'business',
    badges: { messages },
  };
}
