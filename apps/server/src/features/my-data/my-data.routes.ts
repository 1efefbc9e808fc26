import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionSchema,
  accountDeletionStateSchema,
  dataExportStateSchema,
} from '@aebro/shared/my-data';
import { errorResponses } from '../../platform/http/responses';
import { contextOf, cookieHeaders } from '../../platform/http/session';
import { limitedBy } from '../../platform/rate-limit';
import { getDeletionState, requestDeletion } from './account-deletion.service';
import { downloadExport, getExportState, requestExport } from './my-data.service';

const tags = ['my data'];
const errors = errorResponses(400, 401, 403, 404);

/** Settings → Account: download my data, delete my account. */
export async function myDataRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/me/data-export',
    {
      schema: {
        tags,
        summary: 'My latest data export: preparing, ready (link and expiry), failed or none',
        response: { 200: dataExportStateSchema, ...errors },
      },
    },
    async (request) => getExportState(await contextOf(app, request)),
  );
  routes.post(
    '/api/v1/me/data-export',
    {
      schema: {
        tags,
        summary: 'Ask for a zip of my data (once a day); it is prepared and e-mailed as a link',
        response: { 202: dataExportStateSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const state = await requestExport(await contextOf(app, request));
      return reply.status(202).send(state);
    },
  );
  routes.get(
    '/api/v1/me/data-export/:id/file',
    {
      schema: {
        tags,
        summary: 'Download my data (a zip): for its owner only, until it expires',
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.instanceof(Buffer).describe('The zip file (application/zip)'),
          ...errorResponses(400, 401, 403, 404, 410),
        },
      },
    },
    async (request, reply) => {
      const { data, filename } = await downloadExport(
        await contextOf(app, request),
        request.params.id,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  routes.get(
    '/api/v1/me/account-deletion',
    {
      schema: {
        tags,
        summary: 'Whether my account is to be deleted, and when',
        response: { 200: accountDeletionStateSchema, ...errors },
      },
    },
    async (request) => getDeletionState(await contextOf(app, request)),
  );
  routes.post(
    '/api/v1/me/account-deletion',
    {
      schema: {
        tags,
        summary:
          'Delete my account (password or two-step code again): every session ends; signing in within 14 days cancels it',
        body: accountDeletionSchema,
        response: { 200: accountDeletionStateSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      // A password is tried here: limited like sign-in.
      config: limitedBy('signIn'),
    },
    async (request) =>
      requestDeletion(
        await contextOf(app, request),
        request.body,
        cookieHeaders(request.headers.cookie),
      ),
  );
}
