import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toast';
import { loadTextParts } from '@/i18n/i18n';

/**
 * Signing in cancelled the account's deletion (it was in its grace period): say so. The text is in
 * the `account` part, which only the settings screen loads with itself, so it loads first.
 */
export function cancelledDeletionToast(t: TFunction): void {
  void loadTextParts(['account'])
    .catch(() => undefined)
    .then(() => toast.success(t('account.deletion.cancelledBySignIn')));
}
