import type { Viewer } from '../../platform/context';

/** Anyone who is signed out may create an account; a signed-in person already has one. */
export function canSignUp(viewer: Pick<Viewer, 'id'> | null): boolean {
  return viewer === null;
}

/** Username availability is public, like the sign-up form that asks for it. */
export function canCheckUsername(): boolean {
  return true;
}
