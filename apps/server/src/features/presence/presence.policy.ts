/**
 * Whose presence a heartbeat reports: the viewer's own only (the old `update_user_presence(user_uuid,
 * …)` took any id; this API takes none), the one rule of profiles' policy for a member's own profile
 * row. Who may *see* presence is the profile's rule, `canSeeOnlineStatus`.
 */
export { ownRowOwner as presenceOwnerFor } from '../profiles/profiles.policy';
