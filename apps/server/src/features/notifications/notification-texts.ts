import type { Language } from '@aebro/shared/language';
import type { NotificationType, SiteNoticeType } from '@aebro/shared/notification-rules';

/**
 * Title and message of each kind, in the recipient's language; the browser may re-render from data.
 * `community` is the community's name where the kind names one.
 */
const texts: Record<
  Exclude<NotificationType, SiteNoticeType>,
  Record<Language, { title: string; message: (name: string, community: string) => string }>
> = {
  like: {
    en: { title: 'New like', message: (name) => `${name} liked your post` },
    am: { title: 'አዲስ መውደድ', message: (name) => `${name} ልጥፍዎን ወደውታል` },
    ti: { title: 'ሓድሽ ፍቕሪ', message: (name) => `${name} ንጽሑፍኩም ፈትዮምዎ` },
  },
  comment: {
    en: { title: 'New comment', message: (name) => `${name} commented on your post` },
    am: { title: 'አዲስ አስተያየት', message: (name) => `${name} በልጥፍዎ ላይ አስተያየት ሰጥተዋል` },
    ti: { title: 'ሓድሽ ርእይቶ', message: (name) => `${name} ኣብ ጽሑፍኩም ርእይቶ ሂቦም` },
  },
  post_edited: {
    en: {
      title: 'Post edited',
      message: (name) => `${name} edited a post you commented on`,
    },
    am: { title: 'ልጥፉ ተስተካክሏል', message: (name) => `${name} አስተያየት የሰጡበትን ልጥፍ አስተካክለዋል` },
    ti: { title: 'ጽሑፍ ተመዓሪዩ', message: (name) => `${name} ርእይቶ ዝሃብኩምሉ ጽሑፍ ኣመዓራርዮም` },
  },
  follow: {
    en: { title: 'New follower', message: (name) => `${name} started following you` },
    am: { title: 'አዲስ ተከታይ', message: (name) => `${name} እርስዎን መከተል ጀምረዋል` },
    ti: { title: 'ሓድሽ ሰዓቢ', message: (name) => `${name} ክስዕቡኹም ጀሚሮም` },
  },
  save: {
    en: { title: 'Post saved', message: (name) => `${name} saved your post` },
    am: { title: 'ልጥፍዎ ተቀምጧል', message: (name) => `${name} ልጥፍዎን አስቀምጠዋል` },
    ti: { title: 'ጽሑፍኩም ተዓቂቡ', message: (name) => `${name} ንጽሑፍኩም ዓቂቦምዎ` },
  },
  community_join_request: {
    en: {
      title: 'New join request',
      message: (name, community) => `${name} asked to join ${community}`,
    },
    am: {
      title: 'አዲስ የአባልነት ጥያቄ',
      message: (name, community) => `${name} ማኅበረሰብዎን ለመቀላቀል ጠይቀዋል፦ ${community}`,
    },
    ti: {
      title: 'ሓድሽ ሕቶ ምጽንባር',
      message: (name, community) => `${name} ኣብ ማሕበረሰብኩም ክጽንበሩ ሓቲቶም፦ ${community}`,
    },
  },
  message: {
    en: { title: 'New message', message: (name) => `${name} sent you a message` },
    am: { title: 'አዲስ መልእክት', message: (name) => `${name} መልእክት ልከውልዎታል` },
    ti: { title: 'ሓድሽ መልእኽቲ', message: (name) => `${name} መልእኽቲ ሰዲዶምልኩም` },
  },
  follow_request: {
    en: { title: 'New follow request', message: (name) => `${name} asked to follow you` },
    am: { title: 'አዲስ የመከተል ጥያቄ', message: (name) => `${name} ሊከተሉዎት ጠይቀዋል` },
    ti: { title: 'ሓድሽ ሕቶ ምስዓብ', message: (name) => `${name} ክስዕቡኹም ሓቲቶም` },
  },
  follow_accepted: {
    en: {
      title: 'Follow request accepted',
      message: (name) => `${name} accepted your request to follow them`,
    },
    am: { title: 'ጥያቄዎ ተቀባይነት አግኝቷል', message: (name) => `${name} የመከተል ጥያቄዎን ተቀብለዋል` },
    ti: { title: 'ሕቶ ምስዓብ ተቐባልነት ረኺቡ', message: (name) => `${name} ሕቶ ምስዓብኩም ተቐቢሎም` },
  },
  community_join_approved: {
    en: {
      title: 'Join request approved',
      message: (name, community) => `${name} approved your request to join ${community}`,
    },
    am: {
      title: 'የአባልነት ጥያቄዎ ተቀባይነት አግኝቷል',
      message: (name, community) => `${name} የአባልነት ጥያቄዎን ተቀብለዋል፦ ${community}`,
    },
    ti: {
      title: 'ሕቶ ኣባልነትኩም ተቐባልነት ረኺቡ',
      message: (name, community) => `${name} ሕቶ ኣባልነትኩም ተቐቢሎም፦ ${community}`,
    },
  },
  community_join_rejected: {
    en: {
      title: 'Join request declined',
      message: (name, community) => `${name} declined your request to join ${community}`,
    },
    am: {
      title: 'የአባልነት ጥያቄዎ አልተቀበለም',
      message: (name, community) => `${name} የአባልነት ጥያቄዎን አልተቀበሉም፦ ${community}`,
    },
    ti: {
      title: 'ሕቶ ኣባልነትኩም ኣይተቐበለን',
      message: (name, community) => `${name} ሕቶ ኣባልነትኩም ኣይተቐበሉን፦ ${community}`,
    },
  },
  community_deleted: {
    en: {
      title: 'Community deleted',
      message: (name, community) => `${name} deleted the community ${community}`,
    },
    am: {
      title: 'ማኅበረሰቡ ተሰርዟል',
      message: (name, community) => `${name} ማኅበረሰቡን ሰርዘዋል፦ ${community}`,
    },
    ti: {
      title: 'ማሕበረሰብ ተደምሲሱ',
      message: (name, community) => `${name} ነቲ ማሕበረሰብ ሰሪዞምዎ፦ ${community}`,
    },
  },
  // For the event kinds the second name is the event's title.
  event_cancelled: {
    en: {
      title: 'Event cancelled',
      message: (name, event) => `${name} cancelled the event ${event}`,
    },
    am: { title: 'ዝግጅቱ ተሰርዟል', message: (name, event) => `${name} ዝግጅቱን ሰርዘዋል፦ ${event}` },
    ti: { title: 'እቲ ምድላው ተሰሪዙ', message: (name, event) => `${name} ነቲ ምድላው ሰሪዞምዎ፦ ${event}` },
  },
  event_waitlist_offer: {
    en: {
      title: 'A place is free for you',
      message: (name, event) =>
        `${name}'s event ${event} has a place for you. Take it within 24 hours.`,
    },
    am: {
      title: 'ቦታ ተገኝቶልዎታል',
      message: (name, event) => `${name} ባዘጋጁት ዝግጅት ቦታ ተገኝቶልዎታል፦ ${event}። በ24 ሰዓት ውስጥ ይውሰዱት።`,
    },
    ti: {
      title: 'ቦታ ተረኺቡልኩም',
      message: (name, event) => `${name} ኣብ ዘዳለውዎ ምድላው ቦታ ተረኺቡልኩም፦ ${event}። ኣብ ውሽጢ 24 ሰዓት ውሰድዎ።`,
    },
  },
  event_reminder: {
    en: {
      title: 'Event soon',
      message: (name, event) => `${name}'s event ${event} starts in an hour`,
    },
    am: {
      title: 'ዝግጅቱ ሊጀምር ነው',
      message: (name, event) => `${name} ያዘጋጁት ዝግጅት በአንድ ሰዓት ውስጥ ይጀምራል፦ ${event}`,
    },
    ti: {
      title: 'እቲ ምድላው ክጅምር ቀሪቡ',
      message: (name, event) => `${name} ዘዳለውዎ ምድላው ኣብ ውሽጢ ሓደ ሰዓት ክጅምር እዩ፦ ${event}`,
    },
  },
  // The services kinds name the listing in the second argument.
  service_request: {
    en: {
      title: 'New service request',
      message: (name, service) => `${name} sent a request for ${service}`,
    },
    am: {
      title: 'አዲስ የአገልግሎት ጥያቄ',
      message: (name, service) => `${name} ጥያቄ ልከውልዎታል፦ ${service}`,
    },
    ti: {
      title: 'ሓድሽ ሕቶ ኣገልግሎት',
      message: (name, service) => `${name} ሕቶ ሰዲዶምልኩም፦ ${service}`,
    },
  },
  service_request_accepted: {
    en: {
      title: 'Request accepted',
      message: (name, service) => `${name} accepted your request for ${service}`,
    },
    am: {
      title: 'ጥያቄዎ ተቀባይነት አግኝቷል',
      message: (name, service) => `${name} ጥያቄዎን ተቀብለዋል፦ ${service}`,
    },
    ti: {
      title: 'ሕቶኹም ተቐባልነት ረኺቡ',
      message: (name, service) => `${name} ሕቶኹም ተቐቢሎም፦ ${service}`,
    },
  },
  service_request_declined: {
    en: {
      title: 'Request declined',
      message: (name, service) => `${name} declined your request for ${service}`,
    },
    am: {
      title: 'ጥያቄዎ አልተቀበለም',
      message: (name, service) => `${name} ጥያቄዎን አልተቀበሉም፦ ${service}`,
    },
    ti: {
      title: 'ሕቶኹም ኣይተቐበለን',
      message: (name, service) => `${name} ሕቶኹም ኣይተቐበሉን፦ ${service}`,
    },
  },
  service_request_cancelled: {
    en: {
      title: 'Request cancelled',
      message: (name, service) => `${name} cancelled their request for ${service}`,
    },
    am: {
      title: 'ጥያቄው ተሰርዟል',
      message: (name, service) => `${name} ጥያቄያቸውን ሰርዘዋል፦ ${service}`,
    },
    ti: {
      title: 'እቲ ሕቶ ተሰሪዙ',
      message: (name, service) => `${name} ሕቶኦም ሰሪዞም፦ ${service}`,
    },
  },
  service_request_expired: {
    en: {
      title: 'Request expired',
      message: (name, service) => `${name} did not answer your request for ${service} in time`,
    },
    am: {
      title: 'የጥያቄው ጊዜ አልፏል',
      message: (name, service) => `${name} ለጥያቄዎ በጊዜው መልስ አልሰጡም፦ ${service}`,
    },
    ti: {
      title: 'ግዜ ናይቲ ሕቶ ሓሊፉ',
      message: (name, service) => `${name} ንሕቶኹም ብግዜኡ መልሲ ኣይሃቡን፦ ${service}`,
    },
  },
  service_request_completed: {
    en: {
      title: 'Service completed',
      message: (name, service) => `${name} marked ${service} as completed. How did it go?`,
    },
    am: {
      title: 'አገልግሎቱ ተጠናቋል',
      message: (name, service) => `${name} አገልግሎቱን እንደተጠናቀቀ ምልክት አድርገዋል፦ ${service}። እንዴት ነበር?`,
    },
    ti: {
      title: 'እቲ ኣገልግሎት ተዛዚሙ',
      message: (name, service) => `${name} ነቲ ኣገልግሎት ከም ዝተዛዘመ ምልክት ገይሮም፦ ${service}። ከመይ ነይሩ?`,
    },
  },
  service_review: {
    en: { title: 'New review', message: (name, service) => `${name} reviewed ${service}` },
    am: { title: 'አዲስ ግምገማ', message: (name, service) => `${name} ግምገማ ጽፈዋል፦ ${service}` },
    ti: {
      title: 'ሓድሽ ገምጋም',
      message: (name, service) => `${name} ገምጋም ጽሒፎም፦ ${service}`,
    },
  },
  service_review_reply: {
    en: {
      title: 'Reply to your review',
      message: (name, service) => `${name} replied to your review of ${service}`,
    },
    am: {
      title: 'ለግምገማዎ ምላሽ',
      message: (name, service) => `${name} ለግምገማዎ ምላሽ ሰጥተዋል፦ ${service}`,
    },
    ti: {
      title: 'ንገምጋምኩም መልሲ',
      message: (name, service) => `${name} ንገምጋምኩም መልሲ ሂቦም፦ ${service}`,
    },
  },
};

export function notificationText(
  type: Exclude<NotificationType, SiteNoticeType>,
  language: Language,
  actorName: string,
  communityName = '',
): { title: string; message: string } {
  const text = texts[type][language];
  return { title: text.title, message: text.message(actorName, communityName) };
}
