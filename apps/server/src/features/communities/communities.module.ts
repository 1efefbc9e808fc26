import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../platform/realtime/realtime';
import { notify, setJoinRequestStatus } from '../notifications/notifications.service';
import { chatMemberAdded, chatMemberRemoved } from './chat.service';
import { canSeeCommunityContent } from './communities.policy';
import { communityFactsOf, postIdsIn, touchActivity } from './communities.repository';
import { findRequest } from './join-requests.repository';
import { communitiesRoutes } from './communities.routes';

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

  realtime.registerRoom('community', async (viewer, id) => {
    if (!uuid.test(id)) return false;
    const [community] = await communityFactsOf(platform.db, viewer.id, [id]);
    return community !== undefined && canSeeCommunityContent(community);
  });

  const changed = (userId: string, communityId: string): void => {
    realtime.io.to(userRoom(userId)).emit('community:changed', { communityId });
  };

  events.on('community.member-added', ({ communityId, userId }) => changed(userId, communityId));
  // The community's chat follows membership at once (a deleted community's chat goes with it).
  events.on('community.member-added', async ({ communityId, userId }) => {
    await chatMemberAdded(platform, communityId, userId);
  });
  events.on('community.member-removed', async ({ communityId, userId, reason }) => {
    if (reason !== 'deleted') await chatMemberRemoved(platform, communityId, userId);
  });
  events.on('community.role-changed', ({ communityId, userId }) => changed(userId, communityId));
  events.on('community.member-removed', async ({ communityId, userId }) => {
    // Access is lost at once: the community's room and its posts' rooms, on every open socket.
    await realtime.recheckUserRooms(userId);
    changed(userId, communityId);
  });

  events.on('community.join-requested', async (request) => {
    for (const adminId of request.adminIds)
      await notify(platform, {
        type: 'community_join_request',
        recipientId: adminId,
        actorId: request.userId,
        communityId: request.communityId,
        communityName: request.communityName,
        requestId: request.requestId,
      });
    // Written after the answer: the request may have been decided or taken back meanwhile, and
    // that decision's handler may have run before these notices existed.
    const now = await findRequest(platform.db, request.requestId);
    if (now?.status !== 'pending')
      await setJoinRequestStatus(platform, request.requestId, now?.status ?? 'rejected');
  });
  events.on('community.join-decided', async (decision) => {
    await setJoinRequestStatus(platform, decision.requestId, decision.status);
    await notify(platform, {
      type: decision.status === 'approved' ? 'community_join_approved' : 'community_join_rejected',
      recipientId: decision.userId,
      actorId: decision.actorId,
      communityId: decision.communityId,
      communityName: decision.communityName,
    });
    changed(decision.userId, decision.communityId);
  });
  // A request taken back is done with: the admins' notifications of it go from their lists.
  events.on('community.join-withdrawn', async ({ requestId }) => {
    await setJoinRequestStatus(platform, requestId, 'rejected');
  });

  events.on('community.updated', async ({ communityId, privacyNarrowed }) => {
    realtime.io.to(communityRoom(communityId)).emit('community:changed', { communityId });
    if (!privacyNarrowed) return;
    const postRooms = (await postIdsIn(platform.db, communityId)).map((id) => `post:${id}`);
    await realtime.recheckRooms([communityRoom(communityId), ...postRooms]);
  });
  events.on('community.deleted', async (deleted) => {
    const { communityId, name, actorId, memberIds } = deleted;
    for (const requestId of deleted.pendingRequestIds)
      await setJoinRequestStatus(platform, requestId, 'rejected');
    realtime.io.to(communityRoom(communityId)).emit('community:changed', { communityId });
    await realtime.recheckRooms([communityRoom(communityId)]);
    for (const memberId of memberIds) {
      changed(memberId, communityId);
      events.emit('community.member-removed', { communityId, userId: memberId, reason: 'deleted' });
      await notify(platform, {
        type: 'community_deleted',
        recipientId: memberId,
        actorId,
        communityId,
        communityName: name,
      });
    }
  });

  events.on('post.created', async ({ communityId }) => {
    if (communityId) await touchActivity(platform.db, communityId);
  });
}
