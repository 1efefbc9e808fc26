import { signedIn, type MatrixRow, type RoomRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { community, membersOnly } from './communities.test-matrix-fixtures';

/** The private community's chat (made on the owner's first use). */
async function chatOf(w: World): Promise<string> {
  const response = await w.app.inject({
    method: 'GET',
    url: `${community(w)}/chat`,
    headers: w.headers('owner'),
  });
  return response.json<{ conversationId: string }>().conversationId;
}

export const chatMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/communities/:id/chat',
    case: "the owner's private community",
    request: (w) => ({ url: `${community(w)}/chat` }),
    expect: membersOnly(200),
  },
  {
    route: 'GET /api/v1/communities/:id/chat',
    case: 'the public community (readable by all, its chat is for members only)',
    request: (w) => ({ url: `/api/v1/communities/${w.publicCommunityId}/chat` }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/v1/conversations/:id/messages',
    case: "the private community's chat",
    request: async (w) => ({ url: `/api/v1/conversations/${await chatOf(w)}/messages` }),
    expect: membersOnly(200),
  },
];

export const chatRooms: RoomRow[] = [
  {
    kind: 'conversation',
    case: "the private community's chat",
    id: chatOf,
    expect: {
      anonymous: 'no-socket',
      unverified: 'no-socket',
      owner: 'joined',
      stranger: 'refused',
      follower: 'refused',
      member: 'joined',
      communityAdmin: 'joined',
    },
  },
];
