import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../platform/realtime/realtime';
import { notify, setJoinRequestStatus } from '../notifications/notifications.service';
import { syncChatMember } from './chat.service';
import { canSeeCommunityContent } from './communities.policy';
import { communityFactsOf, postIdsIn, touchActivity } from './communities.repository';
import { findRequest } from './join-requests.repository';
import { communitiesRoutes } from './communities.routes';
import { communityBansRoutes } from './community-bans.routes';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const communityRoom = (id: string): string => `community:${id}`;

/**
 * Communities: discover, create, membership, join requests and roles. The `community:<id>` room
 * (new posts, changes) is joinable exactly when the community's content is readable; whenever
 * someone loses access, their sockets are asked again and leave what they may no longer see.
 */
export async function communitiesModule(app: FastifyInstance): Promise<void> {
  const { platform, realtime } = app;
  const { events } = platform;
  await app.register(communitiesRoutes);
  await app.register(communityBansRoutes);

  realtime.registerRoom('community', async (viewer, id) => {
    if (!uuid.test(id)) return false;
    const [community] = await communityFactsOf(platform.db, viewer.id, [id]);
    return community !== undefined && canSeeCommunityContent(community);
  });

  const changed = (userId: string, communityId: string): void => {
    realtime.io.to(userRoom(userId)).emit('community:changed', { communityId });
  };

  events.on('community.member-added', ({ communityId, userId }) => changed(userId, communityId));
  // The community's chat follows membership (a deleted community's chat goes with it).
  events.subscribe('community.member-added', 'communities.chat-on-join', (added) =>
    syncChatMember(platform, added.communityId, added.userId),
  );
  events.subscribe(
    'community.member-removed',
    'communities.chat-on-leave',
    (removed) => syncChatMember(platform, removed.communityId, removed.userId),
    { when: (removed) => removed.reason !== 'deleted' },
  );
  events.on('community.role-changed', ({ communityId, userId }) => changed(userId, communityId));
  events.on('community.member-removed', async ({ communityId, userId }) => {
    // Access is lost at once: the community's room and its posts' rooms, on every open socket.
    await realtime.recheckUserRooms(userId);
    changed(userId, communityId);
  });

  events.subscribe('community.join-requested', 'communities.tell-join-request', async (request) => {
    for (const adminId of request.adminIds)
      await notify(platform, {
        type: 'community_join_request',
        recipientId: adminId,
        actorId: request.userId,
        communityId: request.communityId,
        communityName: request.communityName,
        requestId: request.requestId,
      });
    // The request may have been decided or taken back meanwhile, and that decision's job may have
    // run before these notices existed.
    const now = await findRequest(platform.db, request.requestId);
    if (now?.status !== 'pending')
      await setJoinRequestStatus(platform, request.requestId, now?.status ?? 'rejected');
  });
  events.on('community.join-decided', (decision) => changed(decision.userId, decision.communityId));
  events.subscribe('community.join-decided', 'communities.tell-join-decision', async (decision) => {
    await setJoinRequestStatus(platform, decision.requestId, decision.status);
    await notify(platform, {
      type: decision.status === 'approved' ? 'community_join_approved' : 'community_join_rejected',
      recipientId: decision.userId,
      actorId: decision.actorId,
      communityId: decision.communityId,
      communityName: decision.communityName,
    });
  });
  // A request taken back is done with: the admins' notifications of it go from their lists.
  events.subscribe('community.join-withdrawn', 'communities.settle-withdrawn', ({ requestId }) =>
    setJoinRequestStatus(platform, requestId, 'rejected'),
  );

  events.on('community.updated', async ({ communityId, privacyNarrowed }) => {
    realtime.io.to(communityRoom(communityId)).emit('community:changed', { communityId });
    if (!privacyNarrowed) return;
    const postRooms = (await postIdsIn(platform.db, communityId)).map((id) => `post:${id}`);
    await realtime.recheckRooms([communityRoom(communityId), ...postRooms]);
  });
  // A deleted community: its room and every member's sockets let go of it at once…
  events.on('community.deleted', async ({ communityId, memberIds }) => {
    realtime.io.to(communityRoom(communityId)).emit('community:changed', { communityId });
    await realtime.recheckRooms([communityRoom(communityId)]);
    for (const memberId of memberIds) {
      await realtime.recheckUserRooms(memberId);
      changed(memberId, communityId);
    }
  });
  // …and, durably, its waiting requests are done with and its members told.
  events.subscribe('community.deleted', 'communities.tell-deleted', async (deleted) => {
    for (const requestId of deleted.pendingRequestIds)
      await setJoinRequestStatus(platform, requestId, 'rejected');
    for (const memberId of deleted.memberIds)
      await notify(platform, {
        type: 'community_deleted',
        recipientId: memberId,
        actorId: deleted.actorId,
        communityId: deleted.communityId,
        communityName: deleted.name,
      });
  });

  events.subscribe(
    'post.created',
    'communities.touch-activity',
    async ({ communityId }) => {
      if (communityId) await touchActivity(platform.db, communityId);
    },
    { when: (created) => created.communityId !== null },
  );
}
