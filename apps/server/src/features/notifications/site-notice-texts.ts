import type { Language } from '@aebro/shared/language';

/**
 * The texts of the site's own notices (no person sent them), in the recipient's language; the
 * notices people cause are in notification-texts.ts.
 */

/** report_resolved is from the site, not a person: its message says what was decided. */
const reportResolved: Record<
  Language,
  { title: string; message: Record<'actioned' | 'dismissed', string> }
> = {
  en: {
    title: 'Your report was reviewed',
    message: {
      actioned: 'Thank you: our moderators looked at what you reported and took action.',
      dismissed:
        'Our moderators looked at what you reported and found it within the community rules.',
    },
  },
  am: {
    title: 'ሪፖርትዎ ታይቷል',
    message: {
      actioned: 'እናመሰግናለን፦ አወያዮቻችን ያቀረቡትን ሪፖርት ተመልክተው እርምጃ ወስደዋል።',
      dismissed: 'አወያዮቻችን ያቀረቡትን ሪፖርት ተመልክተው ከማኅበረሰቡ ደንቦች ጋር የሚስማማ ሆኖ አግኝተውታል።',
    },
  },
  ti: {
    title: 'ጥርዓንኩም ተራእዩ',
    message: {
      actioned: 'ነመስግን፦ ተቖጻጸርትና ዘቕረብኩምዎ ጥርዓን ርእዮም ስጉምቲ ወሲዶም።',
      dismissed: 'ተቖጻጸርትና ዘቕረብኩምዎ ጥርዓን ርእዮም ምስ ሕግታት ማሕበረሰብ ዝሰማማዕ ኮይኑ ረኺቦምዎ።',
    },
  },
};

export function reportResolvedText(
  language: Language,
  outcome: 'actioned' | 'dismissed',
): { title: string; message: string } {
  const text = reportResolved[language];
  return { title: text.title, message: text.message[outcome] };
}

/** event_published: the creation fee was paid and the event is visible to everyone it is for. */
const eventPublished: Record<Language, { title: string; message: (event: string) => string }> = {
  en: { title: 'Your event is published', message: (event) => `Paid: "${event}" is published.` },
  am: { title: 'ዝግጅትዎ ታትሟል', message: (event) => `ተከፍሏል፦ «${event}» ታትሟል።` },
  ti: { title: 'ምድላውኩም ተዘርጊሑ', message: (event) => `ተኸፊሉ፦ «${event}» ተዘርጊሑ።` },
};

export function eventPublishedText(
  language: Language,
  eventTitle: string,
): { title: string; message: string } {
  const text = eventPublished[language];
  return { title: text.title, message: text.message(eventTitle) };
}

/** payment_refunded: `what` is what the payment was for, in the recipient's language. */
const paymentRefunded: Record<Language, { title: string; message: (what: string) => string }> = {
  en: { title: 'Payment refunded', message: (what) => `We refunded your payment for ${what}.` },
  am: { title: 'ክፍያ ተመላሽ ሆኗል', message: (what) => `${what} የከፈሉት ገንዘብ ተመላሽ ሆኖልዎታል።` },
  ti: { title: 'ክፍሊት ተመሊሱ', message: (what) => `${what} ዝኸፈልኩምዎ ገንዘብ ተመሊሱልኩም።` },
};

export function paymentRefundedText(
  language: Language,
  what: string,
): { title: string; message: string } {
  const text = paymentRefunded[language];
  return { title: text.title, message: text.message(what) };
}

/** poll_closed: the author's poll closed and its results are final. */
const pollClosed: Record<Language, { title: string; message: string }> = {
  en: { title: 'Your poll has closed', message: 'Your poll has closed. See the results.' },
  am: { title: 'ምርጫዎ ተዘግቷል', message: 'ምርጫዎ ተዘግቷል። ውጤቱን ይመልከቱ።' },
  ti: { title: 'ምርጫኹም ተዓጽዩ', message: 'ምርጫኹም ተዓጽዩ። ውጽኢቱ ርኣዩ።' },
};

export function pollClosedText(language: Language): { title: string; message: string } {
  return pollClosed[language];
}

/** scheduled_post_*: the author's scheduled post went out, or could not and is back in the drafts. */
const scheduledPost: Record<
  'published' | 'failed',
  Record<Language, { title: string; message: string }>
> = {
  published: {
    en: { title: 'Your scheduled post is out', message: 'Your scheduled post has been published.' },
    am: { title: 'የታቀደው ልጥፍዎ ተለጥፏል', message: 'በመረጡት ሰዓት እንዲለጠፍ ያቀዱት ልጥፍ ተለጥፏል።' },
    ti: { title: 'ዝተመደበ ልጥፍኹም ተለጢፉ', message: 'ኣብ ዝመረጽኩምዎ ሰዓት ክልጠፍ ዝመደብኩምዎ ልጥፊ ተለጢፉ።' },
  },
  failed: {
    en: {
      title: 'Your scheduled post could not go out',
      message:
        'Your scheduled post could not be published. It is back in your drafts: open it to see why and try again.',
    },
    am: {
      title: 'የታቀደው ልጥፍዎ ሊለጠፍ አልቻለም',
      message: 'ያቀዱት ልጥፍ ሊለጠፍ አልቻለም። ወደ ረቂቆችዎ ተመልሷል፤ ምክንያቱን ለማየትና እንደገና ለመሞከር ይክፈቱት።',
    },
    ti: {
      title: 'ዝተመደበ ልጥፍኹም ክልጠፍ ኣይከኣለን',
      message: 'ዝመደብኩምዎ ልጥፊ ክልጠፍ ኣይከኣለን። ናብ ንድፍታትኩም ተመሊሱ ኣሎ፤ ምኽንያቱ ንምርኣይን እንደገና ንምፍታንን ክፈትዎ።',
    },
  },
};

export function scheduledPostText(
  language: Language,
  outcome: 'published' | 'failed',
): { title: string; message: string } {
  return scheduledPost[outcome][language];
}
