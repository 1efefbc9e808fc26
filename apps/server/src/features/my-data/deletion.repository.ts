import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { communities, communityJoinRequests, communityMembers } from '../../db/schema/communities';
import {
  calendarFeedTokens,
  eventRsvps,
  eventSaves,
  eventSeries,
  eventWaitlist,
  events,
} from '../../db/schema/events';
import { messages } from '../../db/schema/messages';
import { pushSubscriptions, userNotifications } from '../../db/schema/notifications';
import { accountDeletions } from '../../db/schema/my-data';
import { postPollVotes } from '../../db/schema/polls';
import { postComments, postLikes, postSaves, posts, uploads } from '../../db/schema/posts';
import { followRequests, follows, profiles } from '../../db/schema/profiles';
import {
  accountRestrictions,
  blocks,
  mutes,
  reports,
  verificationRequests,
} from '../../db/schema/safety';
import { serviceRequests, serviceReviews, services } from '../../db/schema/services';
import {
  homeTimelineStates,
  homeTimelineWideAuthors,
  homeTimelines,
} from '../../db/schema/timelines';
import type { Executor } from '../../platform/db/client';

/*
 * "My data" reads and removes one member's rows in every area's tables at once: an export must be
 * one consistent picture, and a deletion one transaction. It is the one place that does so; the
 * areas' own repositories stay the only writers of everything else.
 */

// ---------- Deletion ----------

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

export async function findDeletion(
  db: Executor,
  userId: string,
): Promise<AccountDeletionRow | null> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function upsertDeletion(
  db: Executor,
  userId: string,
  purgeAfter: Date,
): Promise<AccountDeletionRow> {
  const [row] = await db
    .insert(accountDeletions)
    .values({ userId, purgeAfter })
    .onConflictDoUpdate({
      target: accountDeletions.userId,
      set: { requestedAt: new Date(), purgeAfter, purgedAt: null },
    })
    .returning();
  if (!row) throw new Error('the deletion row was not made');
  return row;
}

/** Cancels a deletion still in its grace period; true when there was one. */
export async function cancelDeletionRow(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.purgedAt)))
    .returning({ userId: accountDeletions.userId });
  return rows.length > 0;
}

/** The storage keys of a member's uploads (each with its smaller copies). */
export async function mediaKeysOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: uploads.key, variants: uploads.variants })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  return rows.flatMap((row) => [row.key, ...row.variants.map((variant) => variant.key)]);
}

/**
 * Removes or anonymises everything personal of a member, in one transaction: their posts, comments,
 * likes, saves, follows, memberships, RSVPs, listings, requests, reviews, notifications and uploads
 * go; messages they sent become tombstones; reports they made lose their name; the profile and
 * account stay as an anonymous "deleted member" (so payments the law requires keep their row, and
 * conversations keep their place), banned so that nothing of it shows. Counts others see are redone.
 */
export async function purgeRows(
  db: Executor,
  userId: string,
  anonymous: { username: string; email: string; name: string },
): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.purgedAt)))
      .for('update');
    if (!pending || pending.purgeAfter > new Date()) return false;

    const touchedPosts = [
      ...(await tx
        .delete(postComments)
        .where(eq(postComments.authorId, userId))
        .returning({ postId: postComments.postId })),
      ...(await tx
        .delete(postLikes)
        .where(eq(postLikes.userId, userId))
        .returning({ postId: postLikes.postId })),
      ...(await tx
        .delete(postSaves)
        .where(eq(postSaves.userId, userId))
        .returning({ postId: postSaves.postId })),
    ].map((row) => row.postId);
    // Their votes in others' polls go as their likes do (counts are read live from the votes).
    await tx.delete(postPollVotes).where(eq(postPollVotes.voterId, userId));
    await tx.delete(posts).where(eq(posts.authorId, userId));
    const postIds = [...new Set(touchedPosts)];
    if (postIds.length > 0)
      await tx
        .update(posts)
        .set({
          commentsCount: sql`(select count(*) from ${postComments} c where c.post_id = ${posts.id})`,
          likesCount: sql`(select count(*) from ${postLikes} l where l.post_id = ${posts.id})`,
          savesCount: sql`(select count(*) from ${postSaves} s where s.post_id = ${posts.id})`,
        })
        .where(inArray(posts.id, postIds));

    const followed = await tx
      .delete(follows)
      .where(or(eq(follows.followerId, userId), eq(follows.followingId, userId)))
      .returning({ a: follows.followerId, b: follows.followingId });
    const people = [...new Set(followed.flatMap((row) => [row.a, row.b]))].filter(
      (id) => id !== userId,
    );
    if (people.length > 0)
      await tx
        .update(profiles)
        .set({
          followersCount: sql`(select count(*) from ${follows} f where f.following_id = ${profiles.id})`,
          followingCount: sql`(select count(*) from ${follows} f where f.follower_id = ${profiles.id})`,
        })
        .where(inArray(profiles.id, people));
    await tx
      .delete(followRequests)
      .where(or(eq(followRequests.requesterId, userId), eq(followRequests.targetId, userId)));

    const left = await tx
      .delete(communityMembers)
      .where(eq(communityMembers.userId, userId))
      .returning({ id: communityMembers.communityId });
    if (left.length > 0)
      await tx
        .update(communities)
        .set({
          memberCount: sql`(select count(*) from ${communityMembers} m where m.community_id = ${communities.id})`,
        })
        .where(
          inArray(
            communities.id,
            left.map((row) => row.id),
          ),
        );
    await tx.delete(communityJoinRequests).where(eq(communityJoinRequests.userId, userId));

    await tx.delete(events).where(eq(events.organiserId, userId));
    await tx.delete(eventSeries).where(eq(eventSeries.organiserId, userId));
    await tx.delete(eventRsvps).where(eq(eventRsvps.userId, userId));
    await tx.delete(eventWaitlist).where(eq(eventWaitlist.userId, userId));
    await tx.delete(eventSaves).where(eq(eventSaves.userId, userId));
    await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));

    await tx.delete(serviceReviews).where(eq(serviceReviews.reviewerId, userId));
    await tx
      .delete(serviceRequests)
      .where(or(eq(serviceRequests.memberId, userId), eq(serviceRequests.businessId, userId)));
    await tx.delete(services).where(eq(services.businessId, userId));

    await tx
      .update(messages)
      .set({ body: '', images: [], deletedAt: sql`coalesce(${messages.deletedAt}, now())` })
      .where(eq(messages.senderId, userId));

    await tx
      .delete(userNotifications)
      .where(or(eq(userNotifications.userId, userId), eq(userNotifications.actorId, userId)));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(homeTimelines).where(eq(homeTimelines.userId, userId));
    await tx.delete(homeTimelineStates).where(eq(homeTimelineStates.userId, userId));
    await tx.delete(homeTimelineWideAuthors).where(eq(homeTimelineWideAuthors.authorId, userId));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
    await tx.delete(mutes).where(or(eq(mutes.muterId, userId), eq(mutes.mutedId, userId)));
    await tx.update(reports).set({ reporterId: null }).where(eq(reports.reporterId, userId));
    await tx.delete(verificationRequests).where(eq(verificationRequests.userId, userId));
    await tx.delete(uploads).where(eq(uploads.ownerId, userId));

    await tx
      .update(profiles)
      .set({
        username: anonymous.username,
        fullName: anonymous.name,
        avatarUrl: null,
        bio: null,
        location: null,
        interests: [],
        businessCategory: null,
        businessName: null,
        businessEmail: null,
        website: null,
        socialMedia: null,
        isVerified: false,
        publicProfile: false,
        allowNewMessages: false,
        lastSeenAt: null,
        followersCount: 0,
        followingCount: 0,
        postsCount: 0,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
    await tx
      .update(users)
      .set({
        email: anonymous.email,
        name: anonymous.name,
        username: anonymous.username,
        displayUsername: anonymous.username,
        image: null,
        emailVerified: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx
      .insert(accountRestrictions)
      .values({ userId, kind: 'banned', until: null, reason: 'account deleted' })
      .onConflictDoUpdate({
        target: accountRestrictions.userId,
        set: { kind: 'banned', until: null, reason: 'account deleted' },
      });
    await tx
      .update(accountDeletions)
      .set({ purgedAt: new Date() })
      .where(eq(accountDeletions.userId, userId));
    return true;
  });
}
