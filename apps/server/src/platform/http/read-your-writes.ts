import type { FastifyInstance } from 'fastify';
import type { ReadRouting } from '../db/read-routing';
import { viewerLookedUp } from './session';

const reading = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes with replicas: once a member's request that may have written is answered (its
 * transactions committed), the primary's WAL position is remembered for them before the answer
 * leaves, so their next reads go to a replica only once it has replayed that far.
 */
export function registerReadYourWrites(app: FastifyInstance, reads: ReadRouting): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (reading.has(request.method)) return payload;
    const viewer = await viewerLookedUp(request);
    if (viewer)
      await reads.wrote(viewer.id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not remember the write for read-your-writes');
      });
    return payload;
  });
}
