import type { Viewer } from '../../platform/context';

/** A heartbeat speaks only for the signed-in person (SPEC §6: only their own presence). */
export function canReportPresence(viewer: Pick<Viewer, 'id'>, userId: string): boolean {
  return viewer.id === userId;
}
