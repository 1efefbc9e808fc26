import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communityChatSchema,
  communityDetailSchema,
  communityMemberSchema,
  communitySchema,
  createCommunitySchema,
  decisionSchema,
  discoverQuerySchema,
  joinRequestSchema,
  joinRequestsQuerySchema,
  joinSchema,
  membershipResultSchema,
  roleChangeSchema,
  updateCommunitySchema,
} from '@aebro/shared/communities';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  createCommunity,
  deleteCommunity,
  discoverCommunities,
  getCommunity,
  myCommunities,
  updateCommunity,
} from './communities.service';
import { communityChat } from './chat.service';
import { decideJoinRequest, listJoinRequests } from './join-requests.service';
import { changeRole, join, leave, listMembers, removeMember } from './membership.service';

const communityParams = z.object({ id: z.uuid() });
const memberParams = z.object({ id: z.uuid(), userId: z.string().min(1).max(100) });
const requestParams = z.object({ id: z.uuid(), requestId: z.uuid() });
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['communities'];

export async function communitiesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/communities',
    {
      schema: {
        tags,
        summary: 'Discover communities by name and description, newest or most active first',
        querystring: discoverQuerySchema,
        response: { 200: pageSchema(communitySchema), ...errors },
      },
    },
    async (request) => discoverCommunities(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/me/communities',
    {
      schema: {
        tags,
        summary: 'The communities I am a member of, most recently joined first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(communitySchema), ...errors },
      },
    },
    async (request) => myCommunities(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/communities',
    {
      schema: {
        tags,
        summary:
          'Create a community (cover and icon uploaded first as images); I am its first admin',
        body: createCommunitySchema,
        response: { 201: communityDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCommunity(await ctx(request), request.body)),
  );
  routes.get(
    '/api/v1/communities/:id',
    {
      schema: {
        tags,
        summary: "A community's card and where I stand (every signed-in person may see it)",
        params: communityParams,
        response: { 200: communityDetailSchema, ...errors },
      },
    },
    async (request) => getCommunity(await ctx(request), request.params.id),
  );
  routes.get(
    '/api/v1/communities/:id/chat',
    {
      schema: {
        tags,
        summary:
          "The community's chat (members only): its conversation id, for the message routes and the conversation room",
        params: communityParams,
        response: { 200: communityChatSchema, ...errors },
      },
    },
    async (request) => communityChat(await ctx(request), request.params.id),
  );
  routes.patch(
    '/api/v1/communities/:id',
    {
      schema: {
        tags,
        summary: 'Edit a community I run',
        params: communityParams,
        body: updateCommunitySchema,
        response: { 200: communityDetailSchema, ...errors },
      },
    },
    async (request) => updateCommunity(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/communities/:id',
    {
      schema: {
        tags,
        summary: 'Delete a community I run, with its posts (its members are told)',
        params: communityParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCommunity(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/api/v1/communities/:id/membership',
    {
      schema: {
        tags,
        summary: 'Join a public community, or ask to join a private one (idempotent)',
        params: communityParams,
        body: joinSchema,
        response: { 200: membershipResultSchema, ...errors },
      },
    },
    async (request) => join(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/communities/:id/membership',
    {
      schema: {
        tags,
        summary: 'Leave a community, or take back my request to join (idempotent)',
        params: communityParams,
        response: { 200: membershipResultSchema, ...errors },
      },
    },
    async (request) => leave(await ctx(request), request.params.id),
  );

  routes.get(
    '/api/v1/communities/:id/members',
    {
      schema: {
        tags,
        summary: "A community's members, admins first (a private one's only for its members)",
        params: communityParams,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(communityMemberSchema), ...errors },
      },
    },
    async (request) => listMembers(await ctx(request), request.params.id, request.query),
  );
  routes.patch(
    '/api/v1/communities/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Promote a member to admin, or demote an admin to member (admins only)',
        params: memberParams,
        body: roleChangeSchema,
        response: { 200: communityMemberSchema, ...errors },
      },
    },
    async (request) =>
      changeRole(await ctx(request), request.params.id, request.params.userId, request.body.role),
  );
  routes.delete(
    '/api/v1/communities/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member at once (admins only)',
        params: memberParams,
        response: { 200: membershipResultSchema, ...errors },
      },
    },
    async (request) => removeMember(await ctx(request), request.params.id, request.params.userId),
  );

  routes.get(
    '/api/v1/communities/:id/join-requests',
    {
      schema: {
        tags,
        summary: 'Requests to join, pending or rejected, newest first (admins only)',
        params: communityParams,
        querystring: joinRequestsQuerySchema,
        response: { 200: pageSchema(joinRequestSchema), ...errors },
      },
    },
    async (request) => listJoinRequests(await ctx(request), request.params.id, request.query),
  );
  routes.put(
    '/api/v1/communities/:id/join-requests/:requestId',
    {
      schema: {
        tags,
        summary:
          'Approve or reject a request to join; a rejected one can still be approved (admins only)',
        params: requestParams,
        body: decisionSchema,
        response: { 200: joinRequestSchema, ...errors },
      },
    },
    async (request) =>
      decideJoinRequest(
        await ctx(request),
        request.params.id,
        request.params.requestId,
        request.body,
      ),
  );
}
