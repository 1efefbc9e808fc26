import type { CommunityPrivacy, CommunityRole } from '@aebro/shared/communities';

/** The facts about a community and the viewer that decide what they may see and do. */
export interface CommunityFacts {
  privacy: CommunityPrivacy;
  /** The viewer's role, or null when they are not a member. */
  viewerRole: CommunityRole | null;
}

/**
 * Name, description, icon and member count are for every signed-in person. Posts, the members list
 * (and later events and the chat) are for everyone only in a public community; in a private one,
 * for its members. The posts repository asks the same in SQL.
 */
export function canSeeCommunityContent(community: CommunityFacts): boolean {
  return community.privacy === 'public' || community.viewerRole !== null;
}

/** Members (of either role) post in their community. */
export function canPostInCommunity(community: Pick<CommunityFacts, 'viewerRole'>): boolean {
  return community.viewerRole !== null;
}

/**
 * The community's chat is for its members only, in public communities too: everyone else (and a
 * removed member at once) finds no chat there.
 */
export function canUseCommunityChat(community: CommunityFacts): boolean {
  return community.viewerRole !== null;
}

/** Admins edit and delete the community, decide join requests and change members' roles. */
export function canManageCommunity(community: CommunityFacts): boolean {
  return community.viewerRole === 'admin';
}

/** A public community is joined at once; a private one is asked to join. */
export function joinsAtOnce(community: Pick<CommunityFacts, 'privacy'>): boolean {
  return community.privacy === 'public';
}

/**
 * Whether someone may stop being an admin (leave, or demote themselves): never the last admin,
 * so that a community always has someone to run it.
 */
export function canStepDown(member: { role: CommunityRole | null; adminCount: number }): boolean {
  return member.role !== 'admin' || member.adminCount > 1;
}

/**
 * Issue 37: a community's bans are seen and lifted by its admins, and by site admins (who may have
 * to undo a ban whose admins are gone or wrong).
 */
export function canManageBans(facts: {
  viewerRole: CommunityRole | null;
  viewerIsSiteAdmin: boolean;
}): boolean {
  return facts.viewerRole === 'admin' || facts.viewerIsSiteAdmin;
}
