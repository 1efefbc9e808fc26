/**
 * Whose settings a request reads or changes: the viewer's own only (SPEC §6), the one rule of
 * profiles' policy for every column of a member's own profile row.
 */
export { ownRowOwner as settingsOwnerFor } from '../profiles/profiles.policy';
