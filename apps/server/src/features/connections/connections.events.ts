declare module '../../platform/events' {
  interface DomainEvents {
    /** Someone started following someone (the notifications area tells the followed person). */
    'profile.followed': { followerId: string; followingId: string };
    /** A follow ended: what the former follower may read (rooms included) is asked again. */
    'profile.unfollowed': { followerId: string; followingId: string };
    /** Someone asked to follow a private profile. */
    'profile.follow-requested': { requesterId: string; targetId: string };
    /** A follow request was answered (approved: the requester now follows), or withdrawn. */
    'profile.follow-request-settled': {
      requesterId: string;
      targetId: string;
      outcome: 'approved' | 'rejected' | 'withdrawn';
    };
  }
}

export {};
