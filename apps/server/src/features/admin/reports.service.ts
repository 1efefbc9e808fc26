import type { Page } from '@aebro/shared/connections';
import type { MyReport, ReportInput } from '@aebro/shared/safety';
import { reportInputSchema } from '@aebro/shared/safety';
import type { Context } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { communityAccess, viewedCommunity } from '../communities/communities.service';
import { commentForModeration } from '../posts/engagement.service';
import { earlierTextsForModeration } from '../posts/post-history.service';
import { messageForModeration } from '../messages/messages.service';
import { postForModeration } from '../posts/posts.service';
import { profileRow } from '../profiles/profiles.service';
import { insertReport, myReportRows } from './reports.repository';

/* Reports (the reporter's side; the admins' side is admin-reports.service.ts) */

interface ReportTarget {
  targetUserId: string | null;
  snapshot: Record<string, unknown>;
  /** Issue 37: the community the content is in (its admins see the report first). */
  communityId?: string | null;
}

/**
 * What is reported, as it is now (kept with the report, for context even after a removal). The
 * reporter must be able to see it, or be separated from its author by a block (reporting stays
 * possible after blocking).
 */
async function reportTarget(
  ctx: Context,
  kind: ReportInput['kind'],
  targetId: string,
): Promise<ReportTarget> {
  const missing = notFound('What you are reporting does not exist.');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  switch (kind) {
    case 'post': {
      const post = uuid.test(targetId) ? await postForModeration(ctx, targetId) : null;
      if (!post) throw missing;
      return {
        targetUserId: post.authorId,
        communityId: post.communityId,
        snapshot: {
          text: post.body,
          images: post.images,
          link: `/post/${targetId}`,
          earlier: await earlierTextsForModeration(ctx, 'post', targetId),
        },
      };
    }
    case 'comment': {
      const comment = uuid.test(targetId) ? await commentForModeration(ctx, targetId) : null;
      if (!comment) throw missing;
      return {
        targetUserId: comment.authorId,
        communityId: (await postForModeration(ctx, comment.postId))?.communityId ?? null,
        snapshot: {
          text: comment.body,
          images: [],
          link: `/post/${comment.postId}`,
          earlier: await earlierTextsForModeration(ctx, 'comment', targetId),
        },
      };
    }
    case 'profile': {
      const profile = await profileRow(ctx, targetId);
      if (!profile || targetId === ctx.viewer.id) throw missing;
      return {
        targetUserId: profile.id,
        snapshot: {
          text: [
            profile.fullName ?? profile.businessName ?? '',
            `@${profile.username}`,
            profile.bio ?? '',
          ]
            .filter(Boolean)
            .join('\n'),
          images: profile.avatarUrl ? [profile.avatarUrl] : [],
          link: `/profile/${profile.id}`,
        },
      };
    }
    case 'community': {
      if (!uuid.test(targetId)) throw missing;
      const community = await viewedCommunity(ctx, targetId);
      return {
        targetUserId: null,
        snapshot: {
          text: `${community.name}\n${community.description}`,
          images: community.iconUrl ? [community.iconUrl] : [],
          link: `/communities/${targetId}`,
        },
      };
    }
    case 'message': {
      const message = uuid.test(targetId) ? await messageForModeration(ctx, targetId) : null;
      if (!message || message.senderId === ctx.viewer.id) throw missing;
      return {
        targetUserId: message.senderId,
        communityId: message.communityId,
        snapshot: {
          text: message.body,
          images: [],
          link: message.communityId ? `/dashboard/communities/${message.communityId}/chat` : null,
        },
      };
    }
    case 'event':
    case 'service':
    case 'review':
      // Their areas are not here yet: the report keeps the kind and id for the admins.
      return { targetUserId: null, snapshot: { text: '', images: [], link: null } };
  }
}

/**
 * Reports something; the reporter hears the outcome later. A report on content in a community (a
 * post or a comment) may name one of its rules and goes first to that community's admins (their
 * Manage → Reports); the site admins see every report in their own queue.
 */
export async function report(ctx: Context, input: ReportInput): Promise<{ id: string }> {
  const parsed = reportInputSchema.parse(input);
  if (parsed.kind !== 'profile' && parsed.attachedPostIds.length > 0)
    throw badRequest('Posts can be attached only to a report of a profile.');
  const target = await reportTarget(ctx, parsed.kind, parsed.targetId);
  const communityId = target.communityId ?? null;
  let rule: { number: number; title: string } | null = null;
  if (parsed.ruleNumber !== undefined) {
    const rules = communityId
      ? ((await communityAccess(ctx, ctx.viewer.id, communityId))?.rules ?? [])
      : [];
    const named = rules[parsed.ruleNumber - 1];
    if (!named) throw badRequest('This community has no rule with that number.');
    rule = { number: parsed.ruleNumber, title: named.title };
  }
  const attached: string[] = [];
  for (const postId of parsed.attachedPostIds) {
    const post = await postForModeration(ctx, postId);
    if (post && post.authorId === target.targetUserId) attached.push(postId);
  }
  const id = await insertReport(ctx.db, {
    reporterId: ctx.viewer.id,
    targetKind: parsed.kind,
    targetId: parsed.targetId,
    targetUserId: target.targetUserId,
    category: parsed.category,
    details: parsed.details,
    attachedPostIds: attached,
    snapshot: target.snapshot,
    communityId,
    ruleNumber: rule?.number ?? null,
    ruleTitle: rule?.title ?? null,
  });
  return { id };
}

/** My reports and what came of them, newest first. */
export async function myReports(
  ctx: Context,
  page: { cursor?: string | undefined; limit: number },
): Promise<Page<MyReport>> {
  const cursor = decodeCursor(page.cursor, 'timestamp');
  const rows = await myReportRows(ctx.db, ctx.viewer.id, cursor, page.limit);
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({ key: row.key, id: row.id }));
  return {
    items: items.map((row) => ({
      id: row.id,
      kind: row.targetKind,
      targetId: row.targetId,
      category: row.category,
      status: row.status,
      outcome: row.outcome,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    })),
    nextCursor,
  };
}
