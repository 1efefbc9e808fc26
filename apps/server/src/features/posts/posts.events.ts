import type { Audience } from '@aebro/shared/posts';

declare module '../../platform/events' {
  interface DomainEvents {
    /**
     * communityId: the community it was written in (audience 'community'), else null. fannedOut:
     * its audience's timelines were written in the post's own transaction (a small audience);
     * otherwise the `feed.fan-out` job writes them and then tells the audience live.
     */
    'post.created': {
      postId: string;
      authorId: string;
      audience: Audience;
      communityId: string | null;
      fannedOut: boolean;
    };
    /** Someone liked, saved or commented on a post (the notifications area tells its author). */
    'post.engaged': {
      kind: 'like' | 'save' | 'comment';
      postId: string;
      authorId: string;
      actorId: string;
    };
    /**
     * The author edited their post (its earlier version is kept): those who commented on it are
     * told. One event per edit that changed something.
     */
    'post.edited': { postId: string; authorId: string };
    /**
     * A scheduled post's time came (issue 36): it went out (`postId`), or the rules refused it and
     * it went back to the drafts (`postId` null). Its author is told.
     */
    'post.schedule-settled': { draftId: string; authorId: string; postId: string | null };
    /** Someone voted in (or withdrew from) a post's poll: its room is told to fetch it again. */
    'post.poll-changed': { postId: string };
    'post.counts': { postId: string; likes: number; comments: number; saves: number };
    /** Who may read these posts changed (audience, deletion): their rooms are asked again. */
    'posts.access-changed': { postIds: string[] };
  }
}

declare module '../../platform/jobs/jobs' {
  interface JobPayloads {
    /** A post's audience is too large to write its timelines in its own transaction. */
    'feed.fan-out': { postId: string };
    /** A deleted post leaves the timelines it was written to. */
    'feed.remove-post': {
      postId: string;
      createdKey: string;
      authorId: string;
      communityId: string | null;
    };
    /** A post's poll reached its closing time: its author is told (once). */
    'posts.poll-closed': { postId: string };
    /** A scheduled post's time came (issue 36): `scheduledAt` is the time this job was queued for. */
    'posts.publish-scheduled': { draftId: string; scheduledAt: string };
  }
}

export {};
