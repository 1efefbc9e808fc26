import { SignedInSettings } from './signed-in-settings';

/** Settings → Notifications (SPEC §5). */
export function NotificationSettings() {
  return <SignedInSettings id="notifications" />;
}
