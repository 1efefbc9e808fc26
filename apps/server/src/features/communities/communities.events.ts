import type { CommunityRole, JoinRequestStatus } from '@aebro/shared/communities';

/**
 * The communities area's events. Membership changes are announced one person at a time, so that
 * whatever depends on membership (sockets, notifications, later the community chat) follows them.
 */
declare module '../../platform/events' {
  interface DomainEvents {
    /** Someone became a member (joined a public community, or their request was approved). */
    'community.member-added': { communityId: string; userId: string; role: CommunityRole };
    /** Someone is no longer a member: they left, an admin removed them, or the community was deleted. */
    'community.member-removed': {
      communityId: string;
      userId: string;
      reason: 'left' | 'removed' | 'deleted';
    };
    'community.role-changed': { communityId: string; userId: string; role: CommunityRole };
    /** A request to join a private community is waiting for its admins. */
    'community.join-requested': {
      communityId: string;
      communityName: string;
      requestId: string;
      userId: string;
      adminIds: string[];
    };
    /** A request was approved or rejected (or a rejection reversed) by an admin. */
    'community.join-decided': {
      communityId: string;
      communityName: string;
      requestId: string;
      userId: string;
      status: Exclude<JoinRequestStatus, 'pending'>;
      actorId: string;
    };
    /** The requester took back a pending request. */
    'community.join-withdrawn': { communityId: string; requestId: string };
    /** Name, description, privacy or images changed. */
    'community.updated': { communityId: string; privacyNarrowed: boolean };
    /** The community and its posts are gone; its members are told. */
    'community.deleted': {
      communityId: string;
      name: string;
      actorId: string;
      memberIds: string[];
      postIds: string[];
      authorIds: string[];
      /** Requests that were still waiting: their notifications are done with. */
      pendingRequestIds: string[];
    };
  }
}

export {};
