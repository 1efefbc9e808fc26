import type { RequestState } from '@aebro/shared/services';

/** Facts about a request an event carries, enough for notifications and e-mails. */
export interface RequestEventFacts {
  requestId: string;
  serviceId: string;
  serviceTitle: string;
  memberId: string;
  businessId: string;
}

/** The services area's events: requests that moved and reviews, turned into notifications and e-mails. */
declare module '../../platform/events' {
  interface DomainEvents {
    'service.requested': RequestEventFacts;
    'service.request-moved': RequestEventFacts & {
      state: Exclude<RequestState, 'requested'>;
      /** Who moved it; the system (expiry, auto-completion) acts for the business. */
      by: 'business' | 'member' | 'system';
    };
    'service.reviewed': RequestEventFacts & { reviewId: string };
    'service.review-replied': RequestEventFacts & { reviewId: string };
  }
}

declare module '../../platform/jobs/jobs' {
  interface JobPayloads {
    /** A request nobody answered in time expires. */
    'services.expire-request': { requestId: string };
    /** An accepted request is completed after its date. */
    'services.complete-request': { requestId: string };
  }
}

export {};
