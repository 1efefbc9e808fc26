import type { Viewer } from '../../platform/context';

/**
 * SPEC §6: a member reads and changes only their own privacy switches and notification choices.
 * The routes are /api/v1/me/... and name nobody, so the one person whose settings a request may
 * touch is the request's own; nobody (a site admin included) reads or changes another's.
 */
export function settingsOwnerFor(viewer: Pick<Viewer, 'id'>): string {
  return viewer.id;
}
