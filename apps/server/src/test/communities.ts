import type { FastifyInstance } from 'fastify';
import { requestAs, type TestUser } from './accounts';

/** `member` asks to join a private community (with `answer`) and its admin approves the request. */
export async function joinApproved(
  app: FastifyInstance,
  communityId: string,
  member: TestUser,
  admin: TestUser,
  answer: string,
): Promise<void> {
  const community = `/api/v1/communities/${communityId}`;
  await requestAs(app, member, 'PUT', `${community}/membership`, { answer });
  const requests = await requestAs(app, admin, 'GET', `${community}/join-requests`);
  const [request] = requests.json<{ items: Array<{ id: string }> }>().items;
  await requestAs(app, admin, 'PUT', `${community}/join-requests/${request?.id}`, {
    status: 'approved',
  });
}
