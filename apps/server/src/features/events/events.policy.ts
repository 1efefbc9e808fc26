import type { EventStatus, RsvpStatus } from '@aebro/shared/events';

/** Who may see an event is one SQL rule, db/read-rules/event-visibility.ts; this is what they may do. */
interface EventFacts {
  status: EventStatus;
  organiserId: string;
}

export function isOrganiser(viewerId: string, event: Pick<EventFacts, 'organiserId'>): boolean {
  return event.organiserId === viewerId;
}

/** Only the organiser edits, cancels, pays for and sees the lists of an event. */
export function canManageEvent(viewerId: string, event: Pick<EventFacts, 'organiserId'>): boolean {
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
