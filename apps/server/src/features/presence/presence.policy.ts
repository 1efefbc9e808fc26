import type { Viewer } from '../../platform/context';

/**
 * SPEC §6: a member reports only their own presence (the old `update_user_presence(user_uuid, …)`
 * took any id; this API takes none). Who may *see* it is the profile's rule, `canSeeOnlineStatus`.
 */
export function presenceOwnerFor(viewer: Pick<Viewer, 'id'>): string {
  return viewer.id;
}
