import type {
  Community,
  CommunityDetail,
  CommunityRole,
  CreateCommunity,
  MembershipState,
  UpdateCommunity,
} from '@aebro/shared/communities';
import {
  createCommunitySchema,
  type discoverQuerySchema,
  updateCommunitySchema,
} from '@aebro/shared/communities';
import type { Page } from '@aebro/shared/connections';
import type { z } from 'zod';
import type { Context, Platform } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { readDb } from '../../platform/db/read-routing';
import { decodeCursor, toPage } from '../../platform/http/cursor';
import { claimImages } from '../media/media.service';
import {
  communityConversationId,
  renameGroupConversation,
} from '../messages/group-conversations.service';
import { canManageCommunity, canSeeCommunityContent } from './communities.policy';
import {
  communityFactsOf,
  deleteCommunityRow,
  discoverRows,
  findCommunity,
  insertCommunity,
  isNameTaken,
  myCommunityRows,
  updateCommunityRow,
  type ViewedCommunityRow,
} from './communities.repository';
import { pendingCount } from './join-requests.repository';
import { adminCount, insertMember, memberIdsOf } from './members.repository';
import './communities.events';

const missing = 'This community does not exist.';
const nameTaken = 'A community with this name already exists. Choose another name.';

function membershipOf(
  row: Pick<ViewedCommunityRow, 'viewerRole' | 'requestStatus'>,
): MembershipState {
  if (row.viewerRole) return row.viewerRole;
  if (row.requestStatus === 'pending' || row.requestStatus === 'rejected') return row.requestStatus;
  return 'none';
}

function toCommunity(row: ViewedCommunityRow): Community {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    privacy: row.privacy,
    coverUrl: row.coverUrl,
    iconUrl: row.iconUrl,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    viewer: { membership: membershipOf(row), canSeeContent: canSeeCommunityContent(row) },
  };
}

/** A community as the viewer sees it; every signed-in person sees its card, so only a missing one is a 404. */
export async function viewedCommunity(
  ctx: Context,
  communityId: string,
): Promise<ViewedCommunityRow> {
  const row = await findCommunity(ctx.db, ctx.viewer.id, communityId);
  if (!row) throw notFound(missing);
  return row;
}

/** A community whose posts and members the viewer may see; otherwise it does not exist for them. */
export async function readableCommunity(
  ctx: Context,
  communityId: string,
): Promise<ViewedCommunityRow> {
  const row = await viewedCommunity(ctx, communityId);
  if (!canSeeCommunityContent(row))
    throw notFound('Only members can see what is in this community.');
  return row;
}

/** A community the viewer runs; a member or visitor may look at it but not change it. */
export async function managedCommunity(
  ctx: Context,
  communityId: string,
): Promise<ViewedCommunityRow> {
  const row = await viewedCommunity(ctx, communityId);
  if (!canManageCommunity(row)) throw forbidden('Only the admins of this community can do this.');
  return row;
}

export async function getCommunity(ctx: Context, communityId: string): Promise<CommunityDetail> {
  const row = await viewedCommunity(ctx, communityId);
  const admin = canManageCommunity(row);
  const [admins, pending] = await Promise.all([
    adminCount(ctx.db, communityId),
    admin ? pendingCount(ctx.db, communityId) : Promise.resolve(null),
  ]);
  return {
    ...toCommunity(row),
    joinQuestion: row.joinQuestion || null,
    adminCount: admins,
    pendingRequests: pending,
    rules: row.rules,
    slowModeSeconds: row.slowModeSeconds,
  };
}

async function imageUrl(ctx: Context, key: string | null | undefined): Promise<string | null> {
  if (!key) return null;
  const [image] = await claimImages(ctx, [key]);
  return image?.url ?? null;
}

/** Creates a community; the creator is its first admin. */
export async function createCommunity(
  ctx: Context,
  input: CreateCommunity,
): Promise<CommunityDetail> {
  const value = createCommunitySchema.parse(input);
  if (await isNameTaken(ctx.db, value.name)) throw conflict(nameTaken);
  const [coverUrl, iconUrl] = [
    await imageUrl(ctx, value.coverKey),
    await imageUrl(ctx, value.iconKey),
  ];
  const id = await ctx.events.transaction(ctx.db, async (tx) => {
    const created = await insertCommunity(tx, {
      name: value.name,
      description: value.description,
      privacy: value.privacy,
      joinQuestion: value.privacy === 'private' ? value.joinQuestion : '',
      coverUrl,
      iconUrl,
      createdBy: ctx.viewer.id,
    });
    if (!created) return null;
    await insertMember(tx, created, ctx.viewer.id, 'admin');
    await ctx.events.publish(tx, 'community.member-added', {
      communityId: created,
      userId: ctx.viewer.id,
      role: 'admin',
    });
    return created;
  });
  if (!id) throw conflict(nameTaken);
  return getCommunity(ctx, id);
}

export async function updateCommunity(
  ctx: Context,
  communityId: string,
  input: UpdateCommunity,
): Promise<CommunityDetail> {
  const value = updateCommunitySchema.parse(input);
  const before = await managedCommunity(ctx, communityId);
  if (value.name && (await isNameTaken(ctx.db, value.name, communityId))) throw conflict(nameTaken);
  const changes: Parameters<typeof updateCommunityRow>[2] = {};
  if (value.name !== undefined) changes.name = value.name;
  if (value.description !== undefined) changes.description = value.description;
  if (value.privacy !== undefined) changes.privacy = value.privacy;
  if (value.joinQuestion !== undefined) changes.joinQuestion = value.joinQuestion;
  if (value.coverKey !== undefined) changes.coverUrl = await imageUrl(ctx, value.coverKey);
  if (value.iconKey !== undefined) changes.iconUrl = await imageUrl(ctx, value.iconKey);
  if (value.rules !== undefined) changes.rules = value.rules;
  if (value.slowModeSeconds !== undefined) changes.slowModeSeconds = value.slowModeSeconds;
  if (!(await updateCommunityRow(ctx.db, communityId, changes))) throw conflict(nameTaken);
  // The community's chat (when it exists) takes the new name at once.
  if (value.name !== undefined && value.name !== before.name) {
    const chatId = await communityConversationId(ctx, communityId);
    if (chatId) await renameGroupConversation(ctx, chatId, value.name);
  }
  ctx.events.emit('community.updated', {
    communityId,
    privacyNarrowed: before.privacy === 'public' && value.privacy === 'private',
  });
  return getCommunity(ctx, communityId);
}

/** Deletes a community with its posts; its members are told. */
export async function deleteCommunity(ctx: Context, communityId: string): Promise<void> {
  const community = await managedCommunity(ctx, communityId);
  await ctx.events.transaction(ctx.db, async (tx) => {
    const gone = await deleteCommunityRow(tx, communityId);
    await ctx.events.publish(tx, 'community.deleted', {
      communityId,
      name: community.name,
      actorId: ctx.viewer.id,
      ...gone,
    });
  });
}

type DiscoverQuery = z.output<typeof discoverQuerySchema>;

/** Discover: every community by name and description, newest or most active first. */
export async function discoverCommunities(
  ctx: Context,
  query: DiscoverQuery,
): Promise<Page<Community>> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  // The community list tolerates a second of lag: a replica may serve it.
  const rows = await discoverRows(await readDb(ctx), ctx.viewer.id, query, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: query.sort === 'active' ? row.activeKey : row.createdKey,
    id: row.id,
  }));
  return { items: items.map(toCommunity), nextCursor };
}

/** The communities I am a member of, most recently joined first. */
export async function myCommunities(
  ctx: Context,
  query: { cursor?: string | undefined; limit: number },
): Promise<Page<Community>> {
  const cursor = decodeCursor(query.cursor, 'timestamp');
  const rows = await myCommunityRows(ctx.db, ctx.viewer.id, cursor, query.limit);
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.joinedKey,
    id: row.id,
  }));
  return { items: items.map(toCommunity), nextCursor };
}

/* For other areas (posts): what a viewer may do with a community's content. */

export interface CommunityAccess {
  name: string;
  canSeeContent: boolean;
  role: CommunityRole | null;
  /** Issue 37: seconds between two posts of a member (admins exempt); 0 when off. */
  slowModeSeconds: number;
  rules: { title: string; detail: string }[];
}

/** Name, whether the viewer may read its content, and their role; null when there is no such community. */
export async function communityAccess(
  ctx: Platform,
  viewerId: string,
  communityId: string,
): Promise<CommunityAccess | null> {
  const [row] = await communityFactsOf(ctx.db, viewerId, [communityId]);
  if (!row) return null;
  return {
    name: row.name,
    canSeeContent: canSeeCommunityContent(row),
    role: row.viewerRole,
    slowModeSeconds: row.slowModeSeconds,
    rules: row.rules,
  };
}

/** The same for the communities of several posts at once, by id. */
export async function communitiesAccess(
  ctx: Platform,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, CommunityAccess>> {
  const rows = await communityFactsOf(ctx.db, viewerId, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        canSeeContent: canSeeCommunityContent(row),
        role: row.viewerRole,
        slowModeSeconds: row.slowModeSeconds,
        rules: row.rules,
      },
    ]),
  );
}

export async function communityMemberIds(ctx: Platform, communityId: string): Promise<string[]> {
  return await memberIdsOf(ctx.db, communityId);
}
