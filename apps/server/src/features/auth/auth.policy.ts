import type { Viewer } from '../../platform/context';

/**
 * Better Auth's endpoints decide for themselves (sign-in is open, the rest needs the session of the
 * account they change); the session endpoint answers anyone, with null when signed out.
 */
export function canReadSession(_viewer: Pick<Viewer, 'id'> | null): boolean {
  return true;
}

/** Sessions (and their sockets) are ended only by their own user or by a password reset. */
export function canRevokeSessions(viewer: Pick<Viewer, 'id'>, userId: string): boolean {
  return viewer.id === userId;
}
