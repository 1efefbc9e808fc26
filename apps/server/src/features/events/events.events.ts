/** The events area's domain events and jobs. */
declare module '../../platform/events' {
  interface DomainEvents {
    /** A draft's creation fee was paid: it is published. */
    'event.published': { eventId: string; organiserId: string; title: string };
    /** The organiser cancelled: everyone who answered or waited is told. */
    'event.cancelled': {
      eventId: string;
      title: string;
      organiserId: string;
      recipientIds: string[];
    };
    /** A place freed and was offered to the first waiting person, until `expiresAt`. */
    'event.place-offered': {
      eventId: string;
      title: string;
      organiserId: string;
      userId: string;
      waitlistId: string;
      expiresAt: string;
    };
  }
}

declare module '../../platform/jobs/jobs' {
  interface JobPayloads {
    /** An event starts in an hour: the people going are reminded (if it still starts then). */
    'events.reminder': { eventId: string; startsAt: string };
    /** An offered place's time is up: it passes to the next person waiting. */
    'events.offer-expiry': { eventId: string };
    /** Daily: every active series gets its occurrences of the next 12 months (series-extension). */
    'events.extend-series': { at: string };
  }
}

export {};
