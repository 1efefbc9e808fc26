import type { RequestState } from '@aebro/shared/services';

/** Who a request is between, and where it stands. */
export interface RequestFacts {
  state: RequestState;
  memberId: string;
  businessId: string;
}

export type Party = 'business' | 'member' | 'system';
export type TargetState = Exclude<RequestState, 'requested'>;

/**
 * The request state machine (Sharetribe-style): who may move a request from which state to which.
 * The business accepts or declines a new request and completes an accepted one; the member cancels
 * while it is open; the system expires an unanswered one and completes an accepted one after its date.
 * declined, expired, cancelled and completed are final.
 */
const transitions: Record<RequestState, Partial<Record<TargetState, readonly Party[]>>> = {
  requested: {
    accepted: ['business'],
    declined: ['business'],
    cancelled: ['member'],
    expired: ['system'],
  },
  accepted: { completed: ['business', 'system'], cancelled: ['member'] },
  declined: {},
  expired: {},
  cancelled: {},
  completed: {},
};

export function mayTransition(from: RequestState, to: TargetState, party: Party): boolean {
  return transitions[from][to]?.includes(party) ?? false;
}

/** Whether the state could ever move to `to` (for anyone): tells a refused transition (409) from a forbidden one (403). */
export function isReachable(from: RequestState, to: TargetState): boolean {
  return (transitions[from][to]?.length ?? 0) > 0;
}

/** The transitions a party may make now (the screens' buttons). */
export function allowedTransitions(
  state: RequestState,
  party: Exclude<Party, 'system'>,
): Array<Exclude<TargetState, 'expired'>> {
  const targets = ['accepted', 'declined', 'cancelled', 'completed'] as const;
  return targets.filter((to) => mayTransition(state, to, party));
}

/** Which side of a request the viewer is on; null when it is not theirs (it does not exist for them). */
export function partyOf(request: RequestFacts, viewerId: string): 'business' | 'member' | null {
  if (request.businessId === viewerId) return 'business';
  if (request.memberId === viewerId) return 'member';
  return null;
}

/** Only a business account lists services. */
export function canListServices(profile: { accountType: 'community' | 'business' }): boolean {
  return profile.accountType === 'business';
}

/** Only the business that owns a listing edits, pauses or deletes it. */
export function canEditService(service: { businessId: string }, viewerId: string): boolean {
  return service.businessId === viewerId;
}

/** A paused listing is seen only by its owner. */
export function canSeeService(
  service: { businessId: string; paused: boolean },
  viewerId: string,
): boolean {
  return !service.paused || service.businessId === viewerId;
}

/**
 * Blocks: a business's listings do not exist for people it blocked (404, out of discovery); the
 * one who blocked still opens a listing by its address but cannot request it, and no request,
 * notification or e-mail passes between the two either way. Reviews by someone blocked either way
 * are left out of what the viewer reads (the rating still counts them).
 */
export function listingHiddenFrom(
  service: { businessId: string },
  viewerId: string,
  businessBlockedViewer: boolean,
): boolean {
  return service.businessId !== viewerId && businessBlockedViewer;
}

export const blockedRequestText = "You can't send a request to this business.";

/** Anyone but the owner requests a listing that is not paused (a business cannot request its own). */
export function canRequestService(
  service: { businessId: string; paused: boolean },
  viewerId: string,
): boolean {
  return !service.paused && service.businessId !== viewerId;
}

/** The member reviews a completed request, once. */
export function canReview(
  request: RequestFacts & { reviewed: boolean },
  viewerId: string,
): boolean {
  return request.memberId === viewerId && request.state === 'completed' && !request.reviewed;
}

/** The business replies to a review of its listing, once. */
export function canReply(
  review: { businessId: string; reply: string | null },
  viewerId: string,
): boolean {
  return review.businessId === viewerId && review.reply === null;
}
