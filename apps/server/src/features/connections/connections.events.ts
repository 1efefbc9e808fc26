declare module '../../platform/events' {
  interface DomainEvents {
    /** Someone started following someone (the notifications area tells the followed person). */
    'profile.followed': { followerId: string; followingId: string };
    /** A follow ended: what the former follower may read (rooms included) is asked again. */
    'profile.unfollowed': { followerId: string; followingId: string };
  }
}

export {};
