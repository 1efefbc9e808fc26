import type { Viewer } from '../../platform/context';
import { canChangeProfile } from '../profiles/profiles.policy';

/** Privacy switches and notification preferences are the owner's alone (SPEC §6). */
export function canChangeSettings(viewer: Pick<Viewer, 'id'>, ownerId: string): boolean {
  return canChangeProfile(viewer, ownerId);
}
