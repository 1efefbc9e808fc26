import type { EventStatus, RsvpStatus } from '@aebro/shared/events';

/** The facts about an event and the viewer that decide what they may see and do. */
export interface EventFacts {
  status: EventStatus;
  organiserId: string;
  /** No block either way between the viewer and the organiser, who is not banned. */
  organiserVisible: boolean;
  /** null when the event belongs to no community. */
  community: { canSeeContent: boolean } | null;
}

export function isOrganiser(viewerId: string, event: Pick<EventFacts, 'organiserId'>): boolean {
  return event.organiserId === viewerId;
}

/**
 * A draft is its organiser's alone (until paid); a community's event is for those who may see the
 * community's content (everyone for a public one, its members for a private one); any other
 * published or cancelled event is for every signed-in person. An organiser's events do not exist
 * for people they blocked or who blocked them (nor anyone's while they are banned).
 */
export function canSeeEvent(viewerId: string, event: EventFacts): boolean {
  if (isOrganiser(viewerId, event)) return true;
  if (event.status === 'draft' || !event.organiserVisible) return false;
  return event.community === null || event.community.canSeeContent;
}

/** Only the organiser edits, cancels, pays for and sees the lists of an event. */
export function canManageEvent(viewerId: string, event: EventFacts): boolean {
  return isOrganiser(viewerId, event);
}

/** Answers are taken for a published event that has not ended. */
export function takesAnswers(event: { status: EventStatus; endsAt: Date }, now: Date): boolean {
  return event.status === 'published' && event.endsAt.getTime() > now.getTime();
}

/** The online link is for the organiser and the people going. */
export function canSeeOnlineLink(
  viewerId: string,
  event: Pick<EventFacts, 'organiserId'>,
  rsvp: RsvpStatus | null,
): boolean {
  return isOrganiser(viewerId, event) || rsvp === 'going';
}

/** Events can be created in a community by its members. */
export function canCreateInCommunity(community: { role: string | null } | null): boolean {
  return community !== null && community.role !== null;
}
