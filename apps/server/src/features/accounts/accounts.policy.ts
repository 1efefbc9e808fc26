import type { Viewer } from '../../platform/context';

/** Anyone who is signed out may create an account; a signed-in person already has one. */
export function canSignUp(viewer: Pick<Viewer, 'id'> | null): boolean {
  return viewer === null;
}
