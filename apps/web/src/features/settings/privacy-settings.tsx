import { SignedInSettings } from './signed-in-settings';

/** Settings → Privacy (SPEC §6). */
export function PrivacySettings() {
  return <SignedInSettings id="privacy" />;
}
