import type { Viewer } from '../../platform/context';

/** An export is downloaded by its owner only, once ready and before it expires. */
export function canDownloadExport(
  viewer: Pick<Viewer, 'id'>,
  row: { userId: string; status: string; expiresAt: Date | null; storageKey: string | null },
  now: Date,
): 'yes' | 'not-found' | 'expired' {
  if (row.userId !== viewer.id) return 'not-found';
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt) return 'not-found';
  return row.expiresAt > now ? 'yes' : 'expired';
}

/** Only the account's owner asks for its deletion, and proves it again (password or code). */
export function mayDeleteAccount(
  viewer: Pick<Viewer, 'twoFactorEnabled'>,
  proof: { passwordOk: boolean; codeOk: boolean },
): boolean {
  return proof.passwordOk || (viewer.twoFactorEnabled && proof.codeOk);
}
