import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { communities, communityMembers } from '../../db/schema/communities';
import { eventRsvps, eventSaves, events } from '../../db/schema/events';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import { payments } from '../../db/schema/payments';
import {
  postComments,
  postCommentVersions,
  postLikes,
  postSaves,
  posts,
  postVersions,
  uploads,
} from '../../db/schema/posts';
import { follows, profiles } from '../../db/schema/profiles';
import { blocks, mutes, reports } from '../../db/schema/safety';
import { serviceRequests, serviceReviews, services } from '../../db/schema/services';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import { conversationsReadBy } from '../../db/read-rules/conversation-membership';
import { exportDrafts } from './export-drafts.repository';
import { exportPolls } from './export-polls.repository';
import { exportSeries } from './export-series.repository';
import { exportStanding } from './export-standing.repository';

/*
 * "My data" reads and removes one member's rows in every area's tables at once: an export must be
 * one consistent picture, and a deletion one transaction. It is the one place that does so; the
 * areas' own repositories stay the only writers of everything else.
 */

// ---------- What an export holds ----------

/** Everything of one member that goes into their export; other people appear as id and username. */
export async function exportData(db: Executor, userId: string) {
  // Most parts are one table's rows that the member owns: `select … from table where owner = me`.
  const ownRows = <TFields extends SelectedFields>(
    table: PgTable,
    owner: PgColumn,
    fields: TFields,
  ) => db.select(fields).from(table).where(eq(owner, userId));

  const account = await ownRows(users, users.id, {
    id: users.id,
    email: users.email,
    emailVerified: users.emailVerified,
    twoFactorEnabled: users.twoFactorEnabled,
    createdAt: users.createdAt,
  });
  const { searchText: _searchText, ...profileColumns } = getTableColumns(profiles);
  const profile = await ownRows(profiles, profiles.id, profileColumns);
  const person = { id: profiles.id, username: profiles.username };

  const myPosts = await ownRows(posts, posts.authorId, {
    id: posts.id,
    body: posts.body,
    images: posts.images,
    audience: posts.audience,
    communityId: posts.communityId,
    createdAt: posts.createdAt,
    editedAt: posts.editedAt,
  }).orderBy(posts.createdAt);
  const comments = await ownRows(postComments, postComments.authorId, {
    id: postComments.id,
    postId: postComments.postId,
    body: postComments.body,
    createdAt: postComments.createdAt,
    editedAt: postComments.editedAt,
  }).orderBy(postComments.createdAt);
  // What my posts and comments said before each of my edits (issue 36), oldest first.
  const postVersionRows = await ownRows(postVersions, postVersions.editorId, {
    postId: postVersions.postId,
    body: postVersions.body,
    audience: postVersions.audience,
    writtenAt: postVersions.writtenAt,
    replacedAt: postVersions.replacedAt,
  }).orderBy(postVersions.replacedAt);
  const commentVersionRows = await ownRows(postCommentVersions, postCommentVersions.editorId, {
    commentId: postCommentVersions.commentId,
    body: postCommentVersions.body,
    writtenAt: postCommentVersions.writtenAt,
    replacedAt: postCommentVersions.replacedAt,
  }).orderBy(postCommentVersions.replacedAt);
  const likes = await ownRows(postLikes, postLikes.userId, {
    postId: postLikes.postId,
    createdAt: postLikes.createdAt,
  });
  const saves = await ownRows(postSaves, postSaves.userId, {
    postId: postSaves.postId,
    createdAt: postSaves.createdAt,
  });

  const following = await db
    .select({ ...person, since: follows.createdAt })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followingId))
    .where(eq(follows.followerId, userId));
  const followers = await db
    .select({ ...person, since: follows.createdAt })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followerId))
    .where(eq(follows.followingId, userId));

  // Messages: only those I sent; my conversations with their members as id and username.
  const sent = await ownRows(messages, messages.senderId, {
    id: messages.id,
    conversationId: messages.conversationId,
    body: messages.body,
    images: messages.images,
    createdAt: messages.createdAt,
    editedAt: messages.editedAt,
    deletedAt: messages.deletedAt,
  }).orderBy(messages.createdAt);
  const myConversations = await db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      title: conversations.title,
      communityId: conversations.communityId,
      createdAt: conversations.createdAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(conversationsReadBy(userId));
  const members =
    myConversations.length === 0
      ? []
      : await db
          .select({ conversationId: conversationMembers.conversationId, ...person })
          .from(conversationMembers)
          .innerJoin(profiles, eq(profiles.id, conversationMembers.userId))
          .where(
            inArray(
              conversationMembers.conversationId,
              myConversations.map((row) => row.id),
            ),
          );

  const memberships = await db
    .select({
      communityId: communities.id,
      name: communities.name,
      role: communityMembers.role,
      joinedAt: communityMembers.joinedAt,
    })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(eq(communityMembers.userId, userId));
  const createdCommunities = await ownRows(communities, communities.createdBy, {
    id: communities.id,
    name: communities.name,
    description: communities.description,
    privacy: communities.privacy,
    createdAt: communities.createdAt,
  });

  const { searchText: _eventSearch, ...eventColumns } = getTableColumns(events);
  const organised = await ownRows(events, events.organiserId, eventColumns);
  const rsvps = await db
    .select({
      eventId: eventRsvps.eventId,
      title: events.title,
      status: eventRsvps.status,
      at: eventRsvps.updatedAt,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(eq(eventRsvps.userId, userId));
  const savedEvents = await ownRows(eventSaves, eventSaves.userId, { eventId: eventSaves.eventId });

  const myPayments = await ownRows(payments, payments.userId, {
    id: payments.id,
    kind: payments.kind,
    referenceId: payments.referenceId,
    description: payments.description,
    details: payments.details,
    amount: payments.amount,
    currency: payments.currency,
    status: payments.status,
    provider: payments.provider,
    createdAt: payments.createdAt,
    paidAt: payments.paidAt,
    refundedAt: payments.refundedAt,
  }).orderBy(payments.createdAt);

  const { searchText: _serviceSearch, ...serviceColumns } = getTableColumns(services);
  const listings = await ownRows(services, services.businessId, serviceColumns);
  const requestsMade = await ownRows(serviceRequests, serviceRequests.memberId, {
    id: serviceRequests.id,
    serviceId: serviceRequests.serviceId,
    state: serviceRequests.state,
    need: serviceRequests.need,
    preferredDate: serviceRequests.preferredDate,
    preferredTime: serviceRequests.preferredTime,
    message: serviceRequests.message,
    createdAt: serviceRequests.createdAt,
  });
  // Requests to my listings: what I answered; the asker's own words stay theirs.
  const requestsReceived = await db
    .select({
      id: serviceRequests.id,
      serviceId: serviceRequests.serviceId,
      state: serviceRequests.state,
      proposedDate: serviceRequests.proposedDate,
      proposedTime: serviceRequests.proposedTime,
      declineReason: serviceRequests.declineReason,
      createdAt: serviceRequests.createdAt,
      from: person,
    })
    .from(serviceRequests)
    .innerJoin(profiles, eq(profiles.id, serviceRequests.memberId))
    .where(eq(serviceRequests.businessId, userId));
  const reviewsWritten = await ownRows(serviceReviews, serviceReviews.reviewerId, {
    id: serviceReviews.id,
    serviceId: serviceReviews.serviceId,
    rating: serviceReviews.rating,
    body: serviceReviews.body,
    createdAt: serviceReviews.createdAt,
  });
  const repliesWritten = await db
    .select({
      reviewId: serviceReviews.id,
      serviceId: serviceReviews.serviceId,
      reply: serviceReviews.reply,
      repliedAt: serviceReviews.repliedAt,
    })
    .from(serviceReviews)
    .innerJoin(services, eq(services.id, serviceReviews.serviceId))
    .where(and(eq(services.businessId, userId), sql`${serviceReviews.reply} is not null`));

  // Reports I made: what and why; not the reported content itself.
  const reportsMade = await ownRows(reports, reports.reporterId, {
    id: reports.id,
    kind: reports.targetKind,
    targetId: reports.targetId,
    category: reports.category,
    details: reports.details,
    status: reports.status,
    outcome: reports.outcome,
    createdAt: reports.createdAt,
  });
  const blocked = await db
    .select({ ...person, since: blocks.createdAt })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId));
  const muted = await db
    .select({ ...person, since: mutes.createdAt })
    .from(mutes)
    .innerJoin(profiles, eq(profiles.id, mutes.mutedId))
    .where(eq(mutes.muterId, userId));

  const media = await ownRows(uploads, uploads.ownerId, {
    key: uploads.key,
    createdAt: uploads.createdAt,
  });

  return {
    account: account[0] ?? null,
    profile: profile[0] ?? null,
    posts: myPosts.map((post) => ({
      ...post,
      earlierVersions: postVersionRows
        .filter((version) => version.postId === post.id)
        .map(({ postId: _, ...version }) => version),
    })),
    comments: comments.map((comment) => ({
      ...comment,
      earlierVersions: commentVersionRows
        .filter((version) => version.commentId === comment.id)
        .map(({ commentId: _, ...version }) => version),
    })),
    polls: await exportPolls(db, userId),
    drafts: await exportDrafts(db, userId),
    likes,
    saves,
    follows: { following, followers },
    messages: sent,
    conversations: myConversations.map((conversation) => ({
      ...conversation,
      members: members
        .filter((member) => member.conversationId === conversation.id)
        .map(({ id, username }) => ({ id, username })),
    })),
    communities: { memberships, created: createdCommunities },
    events: { organised, series: await exportSeries(db, userId), rsvps, saved: savedEvents },
    payments: myPayments,
    services: { listings, requestsMade, requestsReceived, reviewsWritten, repliesWritten },
    reports: reportsMade,
    safety: { blocked, muted },
    standing: await exportStanding(db, userId),
    media,
  };
}
export type ExportData = Awaited<ReturnType<typeof exportData>>;
