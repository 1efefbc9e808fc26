import type { Viewer } from '../../platform/context';

/** An uploaded image can be attached only by the person who uploaded it. */
export function canUseUpload(viewer: Pick<Viewer, 'id'>, upload: { ownerId: string }): boolean {
  return upload.ownerId === viewer.id;
}
