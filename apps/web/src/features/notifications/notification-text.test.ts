import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '@aebro/shared/notification-rules';
import { appTextParts, initI18n } from '@/i18n/i18n';
import en from '@/i18n/locales/notifications.en.json';
import am from '@/i18n/locales/notifications.am.json';
import { notificationText } from './notification-text';
import { makeNotification } from './test-notifications';

beforeAll(async () => {
  await initI18n('en', appTextParts);
  i18next.addResourceBundle('am', 'translation', am, true, true);
});

const expected: Record<NotificationType, { en: string; am: string }> = {
  like: { en: 'Almaz Bekele liked your post', am: 'Almaz Bekele ልጥፍዎን ወደውታል' },
  comment: { en: 'Almaz Bekele commented on your post', am: 'Almaz Bekele በልጥፍዎ ላይ አስተያየት ሰጥተዋል' },
  post_edited: {
    en: 'Almaz Bekele edited a post you commented on',
    am: 'Almaz Bekele አስተያየት የሰጡበትን ልጥፍ አስተካክለዋል',
  },
  follow: { en: 'Almaz Bekele started following you', am: 'Almaz Bekele እርስዎን መከተል ጀምረዋል' },
  save: { en: 'Almaz Bekele saved your post', am: 'Almaz Bekele ልጥፍዎን አስቀምጠዋል' },
  community_join_request: {
    en: 'Almaz Bekele asked to join Habesha Runners',
    am: 'Almaz Bekele ማኅበረሰብዎን ለመቀላቀል ጠይቀዋል፦ Habesha Runners',
  },
  message: { en: 'Almaz Bekele sent you a message', am: 'Almaz Bekele መልእክት ልከውልዎታል' },
  follow_request: { en: 'Almaz Bekele asked to follow you', am: 'Almaz Bekele ሊከተሉዎት ጠይቀዋል' },
  follow_accepted: {
    en: 'Almaz Bekele accepted your request to follow them',
    am: 'Almaz Bekele የመከተል ጥያቄዎን ተቀብለዋል',
  },
  community_join_approved: {
    en: 'Almaz Bekele approved your request to join Habesha Runners',
    am: 'Almaz Bekele የአባልነት ጥያቄዎን ተቀብለዋል፦ Habesha Runners',
  },
  community_join_rejected: {
    en: 'Almaz Bekele declined your request to join Habesha Runners',
    am: 'Almaz Bekele የአባልነት ጥያቄዎን አልተቀበሉም፦ Habesha Runners',
  },
  community_deleted: {
    en: 'Almaz Bekele deleted the community Habesha Runners',
    am: 'Almaz Bekele ማኅበረሰቡን ሰርዘዋል፦ Habesha Runners',
  },
  event_cancelled: {
    en: 'Almaz Bekele cancelled the event Coffee Morning',
    am: 'Almaz Bekele ዝግጅቱን ሰርዘዋል፦ Coffee Morning',
  },
  event_waitlist_offer: {
    en: "Almaz Bekele's event Coffee Morning has a place for you. Take it within 24 hours.",
    am: 'Almaz Bekele ባዘጋጁት ዝግጅት ቦታ ተገኝቶልዎታል፦ Coffee Morning። በ24 ሰዓት ውስጥ ይውሰዱት።',
  },
  event_reminder: {
    en: "Almaz Bekele's event Coffee Morning starts in an hour",
    am: 'Almaz Bekele ያዘጋጁት ዝግጅት በአንድ ሰዓት ውስጥ ይጀምራል፦ Coffee Morning',
  },
  service_request: {
    en: 'Almaz Bekele sent a request for Henna Art',
    am: 'Almaz Bekele ጥያቄ ልከውልዎታል፦ Henna Art',
  },
  service_request_accepted: {
    en: 'Almaz Bekele accepted your request for Henna Art',
    am: 'Almaz Bekele ጥያቄዎን ተቀብለዋል፦ Henna Art',
  },
  service_request_declined: {
    en: 'Almaz Bekele declined your request for Henna Art',
    am: 'Almaz Bekele ጥያቄዎን አልተቀበሉም፦ Henna Art',
  },
  service_request_cancelled: {
    en: 'Almaz Bekele cancelled their request for Henna Art',
    am: 'Almaz Bekele ጥያቄያቸውን ሰርዘዋል፦ Henna Art',
  },
  service_request_expired: {
    en: 'Almaz Bekele did not answer your request for Henna Art in time',
    am: 'Almaz Bekele ለጥያቄዎ በጊዜው መልስ አልሰጡም፦ Henna Art',
  },
  service_request_completed: {
    en: 'Almaz Bekele marked Henna Art as completed. How did it go?',
    am: 'Almaz Bekele አገልግሎቱን እንደተጠናቀቀ ምልክት አድርገዋል፦ Henna Art። እንዴት ነበር?',
  },
  service_review: {
    en: 'Almaz Bekele reviewed Henna Art',
    am: 'Almaz Bekele ግምገማ ጽፈዋል፦ Henna Art',
  },
  service_review_reply: {
    en: 'Almaz Bekele replied to your review of Henna Art',
    am: 'Almaz Bekele ለግምገማዎ ምላሽ ሰጥተዋል፦ Henna Art',
  },
  // From the site: no name; without report_outcome it reads as acted on.
  report_resolved: {
    en: 'Thank you: our moderators looked at what you reported and took action.',
    am: 'እናመሰግናለን፦ አወያዮቻችን ያቀረቡትን ሪፖርት ተመልክተው እርምጃ ወስደዋል።',
  },
  event_published: {
    en: 'Paid: "Coffee Morning" is published.',
    am: 'ተከፍሏል፦ «Coffee Morning» ታትሟል።',
  },
  // Without payment details it names an event; the next test names what was bought.
  payment_refunded: {
    en: 'We refunded your payment for creating an event.',
    am: 'ዝግጅት ለመፍጠር የከፈሉት ገንዘብ ተመላሽ ሆኖልዎታል።',
  },
  poll_closed: {
    en: 'Your poll has closed. See the results.',
    am: 'ምርጫዎ ተዘግቷል። ውጤቱን ይመልከቱ።',
  },
  scheduled_post_published: {
    en: 'Your scheduled post has been published.',
    am: 'በመረጡት ሰዓት እንዲለጠፍ ያቀዱት ልጥፍ ተለጥፏል።',
  },
  scheduled_post_failed: {
    en: 'Your scheduled post could not be published. It is back in your drafts: open it to see why and try again.',
    am: 'ያቀዱት ልጥፍ ሊለጠፍ አልቻለም። ወደ ረቂቆችዎ ተመልሷል፤ ምክንያቱን ለማየትና እንደገና ለመሞከር ይክፈቱት።',
  },
};

describe('notificationText', () => {
  it.each(Object.entries(expected))(
    'renders %s in English and Amharic from the type and the actor',
    (type, text) => {
      // Stored in the other language: the current language wins.
      const notification = makeNotification({
        type: type as NotificationType,
        message: 'stored text',
        data: {
          community_name: 'Habesha Runners',
          event_title: 'Coffee Morning',
          service_title: 'Henna Art',
        },
      });
      expect(notificationText(i18next.getFixedT('en'), notification)).toBe(text.en);
      expect(notificationText(i18next.getFixedT('am'), notification)).toBe(text.am);
    },
  );

  it('falls back to the stored message, then the title, without an actor name or for an unknown type', () => {
    const noName = makeNotification({
      message: 'Someone liked your post',
      data: { actor_display_name: '', actor_username: '' },
    });
    expect(notificationText(i18next.getFixedT('en'), noName)).toBe('Someone liked your post');
    const unknown = makeNotification({
      type: 'poke' as NotificationType,
      message: '',
      title: 'A poke',
    });
    expect(notificationText(i18next.getFixedT('en'), unknown)).toBe('A poke');
  });

  it('names what a refund was for: the event by its title, a boost by its days', () => {
    const event = makeNotification({
      type: 'payment_refunded',
      data: {
        actor_display_name: 'Aebro',
        payment_kind: 'event_creation',
        payment_title: 'Enkutatash picnic',
      },
    });
    expect(notificationText(i18next.getFixedT('en'), event)).toBe(
      'We refunded your payment for creating the event "Enkutatash picnic".',
    );
    const boost = makeNotification({
      type: 'payment_refunded',
      data: { actor_display_name: 'Aebro', payment_kind: 'post_boost', payment_days: 3 },
    });
    expect(notificationText(i18next.getFixedT('en'), boost)).toBe(
      'We refunded your payment for boosting a post for 3 days.',
    );
    expect(notificationText(i18next.getFixedT('am'), boost)).toBe(
      'ልጥፍን 3 ቀናት ለማስተዋወቅ የከፈሉት ገንዘብ ተመላሽ ሆኖልዎታል።',
    );
  });

  it('says a dismissed report was found within the rules', () => {
    const dismissed = makeNotification({
      type: 'report_resolved',
      data: { actor_display_name: 'Aebro', report_outcome: 'dismissed' },
    });
    expect(notificationText(i18next.getFixedT('en'), dismissed)).toBe(
      'Our moderators looked at what you reported and found it within the community rules.',
    );
  });

  it('uses the older actor_name key of SPEC §3 when the display name is missing', () => {
    const older = makeNotification({
      data: { actor_display_name: '', actor_name: 'Tsion' } as never,
    });
    expect(notificationText(i18next.getFixedT('en'), older)).toBe('Tsion liked your post');
  });

  it('has a text for every type in both languages', () => {
    expect(Object.keys(en.notifications.text).sort()).toEqual(
      Object.keys(am.notifications.text).sort(),
    );
  });
});
