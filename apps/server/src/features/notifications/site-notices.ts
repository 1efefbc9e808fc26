import type { Language } from '@aebro/shared/language';
import type { NotificationData } from '@aebro/shared/notifications';
import type { PurchaseKind } from '@aebro/shared/payments';
import {
  eventPublishedText,
  paymentRefundedText,
  pollClosedText,
  reportResolvedText,
  scheduledPostText,
} from './site-notice-texts';

/** What the site itself tells a member (a notice that names no person). */
export type SiteNotice = { recipientId: string } & (
  | { type: 'report_resolved'; reportId: string; outcome: 'actioned' | 'dismissed'; link: string }
  | { type: 'event_published'; eventId: string; eventTitle: string }
  | { type: 'poll_closed'; postId: string }
  | { type: 'scheduled_post_published'; postId: string; draftId: string }
  | { type: 'scheduled_post_failed'; draftId: string }
  | {
      type: 'payment_refunded';
      paymentId: string;
      kind: PurchaseKind;
      details: Record<string, string | number>;
      /** What the payment was for, as a phrase of the recipient's language. */
      what: (language: Language) => string;
    }
);

export function siteNoticeParts(
  notice: SiteNotice,
  language: Language,
): {
  text: { title: string; message: string };
  data: Partial<NotificationData>;
  subjectId: string;
} {
  switch (notice.type) {
    case 'report_resolved':
      return {
        text: reportResolvedText(language, notice.outcome),
        data: { link: notice.link, report_outcome: notice.outcome },
        subjectId: notice.reportId,
      };
    case 'event_published':
      return {
        text: eventPublishedText(language, notice.eventTitle),
        data: { event_id: notice.eventId, event_title: notice.eventTitle },
        subjectId: notice.eventId,
      };
    case 'poll_closed':
      return {
        text: pollClosedText(language),
        data: { post_id: notice.postId },
        subjectId: notice.postId,
      };
    case 'scheduled_post_published':
      return {
        text: scheduledPostText(language, 'published'),
        data: { post_id: notice.postId },
        subjectId: notice.draftId,
      };
    case 'scheduled_post_failed':
      return {
        text: scheduledPostText(language, 'failed'),
        data: { draft_id: notice.draftId },
        subjectId: notice.draftId,
      };
    case 'payment_refunded': {
      const title = notice.details.title;
      const days = notice.details.days;
      return {
        text: paymentRefundedText(language, notice.what(language)),
        data: {
          payment_id: notice.paymentId,
          payment_kind: notice.kind,
          ...(typeof title === 'string' ? { payment_title: title } : {}),
          ...(typeof days === 'number' ? { payment_days: days } : {}),
        },
        subjectId: notice.paymentId,
      };
    }
  }
}
