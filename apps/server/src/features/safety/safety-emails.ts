import type { Language } from '@aebro/shared/language';
import type { MailMessage } from '../../platform/mail/mailer';
import type { ModerationEmailKind } from './safety.events';

interface Text {
  subject: string;
  body: (until: string | null) => string;
}

const texts: Record<ModerationEmailKind, Record<Language, Text>> = {
  warn: {
    en: {
      subject: 'A warning about your Aebro account',
      body: () =>
        'Our moderators looked at a report about your account and are sending you a warning. Please keep to the community rules; further reports may lead to a suspension.',
    },
    am: {
      subject: 'ስለ አብሮ መለያዎ ማስጠንቀቂያ',
      body: () =>
        'አወያዮቻችን ስለ መለያዎ የቀረበ ሪፖርት ተመልክተው ይህን ማስጠንቀቂያ ይልኩልዎታል። እባክዎ የማኅበረሰቡን ደንቦች ያክብሩ፤ ተጨማሪ ሪፖርቶች መለያዎ እንዲታገድ ሊያደርጉ ይችላሉ።',
    },
    ti: {
      subject: 'ብዛዕባ ሕሳብ ኣብሮኹም መጠንቀቕታ',
      body: () =>
        'ተቖጻጸርትና ብዛዕባ ሕሳብኩም ዝቐረበ ጥርዓን ርእዮም እዚ መጠንቀቕታ ይሰዱልኩም ኣለዉ። በጃኹም ሕግታት ማሕበረሰብ ኣኽብሩ፤ ተወሳኺ ጥርዓናት ሕሳብኩም ንግዜኡ ንኽዕጾ ክገብሩ ይኽእሉ እዮም።',
    },
  },
  suspend: {
    en: {
      subject: 'Your Aebro account is suspended',
      body: (until) =>
        `Your Aebro account is suspended until ${until ?? ''}. You cannot sign in until then.`,
    },
    am: {
      subject: 'የአብሮ መለያዎ ታግዷል',
      body: (until) => `የአብሮ መለያዎ እስከ ${until ?? ''} ድረስ ታግዷል። እስከዚያ ድረስ መግባት አይችሉም።`,
    },
    ti: {
      subject: 'ሕሳብ ኣብሮኹም ንግዜኡ ተዓጽዩ',
      body: (until) => `ሕሳብ ኣብሮኹም ክሳብ ${until ?? ''} ንግዜኡ ተዓጽዩ ኣሎ። ክሳብ እቲ እዋን ክትኣትዉ ኣይትኽእሉን ኢኹም።`,
    },
  },
  ban: {
    en: {
      subject: 'Your Aebro account is closed',
      body: () =>
        'Your Aebro account has been closed for breaking the community rules. You can no longer sign in, and your posts are hidden.',
    },
    am: {
      subject: 'የአብሮ መለያዎ ተዘግቷል',
      body: () => 'የማኅበረሰቡን ደንቦች በመጣስዎ የአብሮ መለያዎ ተዘግቷል። ከእንግዲህ መግባት አይችሉም፤ ልጥፎችዎም ተደብቀዋል።',
    },
    ti: {
      subject: 'ሕሳብ ኣብሮኹም ተዓጽዩ',
      body: () => 'ሕግታት ማሕበረሰብ ብምጥሓስኩም ሕሳብ ኣብሮኹም ተዓጽዩ። ካብ ሕጂ ክትኣትዉ ኣይትኽእሉን፤ ጽሑፋትኩም እውን ተሓቢኦም ኣለዉ።',
    },
  },
  unsuspend: {
    en: {
      subject: 'Your Aebro account is open again',
      body: () => 'The suspension of your Aebro account has been lifted. You can sign in again.',
    },
    am: {
      subject: 'የአብሮ መለያዎ እንደገና ተከፍቷል',
      body: () => 'የአብሮ መለያዎ እገዳ ተነስቷል። እንደገና መግባት ይችላሉ።',
    },
    ti: {
      subject: 'ሕሳብ ኣብሮኹም ደጊሙ ተኸፊቱ',
      body: () => 'ዕጽዋ ሕሳብ ኣብሮኹም ተላዒሉ። ደጊምኩም ክትኣትዉ ትኽእሉ ኢኹም።',
    },
  },
  remove: {
    en: {
      subject: 'Something you posted on Aebro was removed',
      body: () =>
        'Our moderators removed something you posted on Aebro because it breaks the community rules.',
    },
    am: {
      subject: 'በአብሮ ያጋሩት ይዘት ተወግዷል',
      body: () => 'ያጋሩት ይዘት የማኅበረሰቡን ደንቦች ስለሚጥስ አወያዮቻችን አስወግደውታል።',
    },
    ti: {
      subject: 'ኣብ ኣብሮ ዘካፈልኩምዎ ትሕዝቶ ተኣልዩ',
      body: () => 'ዘካፈልኩምዎ ትሕዝቶ ሕግታት ማሕበረሰብ ስለ ዝጥሕስ ተቖጻጸርትና ኣልዮምዎ።',
    },
  },
  report_dismissed: {
    en: {
      subject: 'About your report on Aebro',
      body: () =>
        'Thank you for your report. Our moderators looked at it and found that it does not break the community rules, so nothing was changed.',
    },
    am: {
      subject: 'ስላቀረቡት ሪፖርት',
      body: () =>
        'ሪፖርት ስላደረጉ እናመሰግናለን። አወያዮቻችን ተመልክተው የማኅበረሰቡን ደንቦች እንደማይጥስ ስላረጋገጡ ምንም ለውጥ አልተደረገም።',
    },
    ti: {
      subject: 'ብዛዕባ ዘቕረብኩምዎ ጥርዓን',
      body: () => 'ጥርዓን ስለ ዘቕረብኩም ነመስግን። ተቖጻጸርትና ርእዮም ሕግታት ማሕበረሰብ ከም ዘይጥሕስ ስለ ዝረኸቡ ዝተቐየረ ነገር የለን።',
    },
  },
  report_actioned: {
    en: {
      subject: 'About your report on Aebro',
      body: () =>
        'Thank you for your report. Our moderators looked at it and took action against what you reported.',
    },
    am: {
      subject: 'ስላቀረቡት ሪፖርት',
      body: () => 'ሪፖርት ስላደረጉ እናመሰግናለን። አወያዮቻችን ተመልክተው በሪፖርቱ ላይ እርምጃ ወስደዋል።',
    },
    ti: {
      subject: 'ብዛዕባ ዘቕረብኩምዎ ጥርዓን',
      body: () => 'ጥርዓን ስለ ዘቕረብኩም ነመስግን። ተቖጻጸርትና ርእዮም ኣብቲ ጥርዓን ዘቕረብኩምሉ ስጉምቲ ወሲዶም።',
    },
  },
  two_factor_reset: {
    en: {
      subject: 'Two-step verification was turned off on your Aebro account',
      body: () =>
        'At your request, an Aebro administrator turned off two-step verification on your account. You can now sign in with your password alone. We recommend turning it on again in Settings. If you did not ask for this, reset your password at once and write to us.',
    },
    am: {
      subject: 'በአብሮ መለያዎ ላይ ባለሁለት ደረጃ ማረጋገጫ ጠፍቷል',
      body: () =>
        'በጥያቄዎ መሠረት የአብሮ አስተዳዳሪ በመለያዎ ላይ ባለሁለት ደረጃ ማረጋገጫን አጥፍቷል። አሁን በይለፍ ቃልዎ ብቻ መግባት ይችላሉ። በቅንብሮች ውስጥ እንደገና እንዲያበሩት እንመክራለን። ይህን ካልጠየቁ፣ እባክዎ ወዲያውኑ የይለፍ ቃልዎን ይቀይሩና ያሳውቁን።',
    },
    ti: {
      subject: 'ኣብ ሕሳብ ኣብሮኹም ክልተ-ደረጃ ምርግጋጽ ጠፊኡ',
      body: () =>
        'ብሕቶኹም መሰረት ሓደ ኣመሓዳሪ ኣብሮ ኣብ ሕሳብኩም ክልተ-ደረጃ ምርግጋጽ ኣጥፊኡ ኣሎ። ሕጂ ብመሕለፊ ቃልኩም ጥራይ ክትኣትዉ ትኽእሉ ኢኹም። ኣብ ምርጫታት ደጊምኩም ከተበርህዎ ንመኽረኩም። እዚ እንተዘይሓቲትኩም፣ በጃኹም ብቕጽበት መሕለፊ ቃልኩም ቀይሩን ሓብሩናን።',
    },
  },
  verification_approved: {
    en: {
      subject: 'Your business is verified on Aebro',
      body: () => 'Good news: your business now carries the verified badge on Aebro.',
    },
    am: {
      subject: 'ንግድዎ በአብሮ ተረጋግጧል',
      body: () => 'መልካም ዜና፦ ንግድዎ አሁን በአብሮ የተረጋገጠ ምልክት አለው።',
    },
    ti: {
      subject: 'ንግድኹም ኣብ ኣብሮ ተረጋጊጹ',
      body: () => 'ጽቡቕ ዜና፦ ንግድኹም ሕጂ ኣብ ኣብሮ ምልክት ዝተረጋገጸ ንግዲ ኣለዎ።',
    },
  },
  verification_declined: {
    en: {
      subject: 'About your verification request on Aebro',
      body: () => 'We could not verify your business this time.',
    },
    am: {
      subject: 'ስለ ማረጋገጫ ጥያቄዎ',
      body: () => 'በዚህ ጊዜ ንግድዎን ማረጋገጥ አልቻልንም።',
    },
    ti: {
      subject: 'ብዛዕባ ሕቶ ምርግጋጽኩም',
      body: () => 'ኣብዚ እዋን እዚ ንግድኹም ከነረጋግጽ ኣይከኣልናን።',
    },
  },
};

/** Node's ICU has Amharic and Tigrinya date names (the browser lacks Tigrinya; the server does not). */
const dateLocales: Record<Language, string> = { en: 'en-GB', am: 'am-ET', ti: 'ti-ER' };
const reasonLabel: Record<Language, string> = { en: 'Reason', am: 'ምክንያት', ti: 'ምኽንያት' };
const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Selam ${name},`,
  am: (name) => `ሰላም ${name}፣`,
  ti: (name) => `ሰላም ${name}፣`,
};

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** A moderation decision e-mail, in the person's language, with the admin's reason. */
export function renderModerationEmail(
  kind: ModerationEmailKind,
  language: Language,
  to: string,
  name: string,
  reason: string,
  until: Date | null,
): MailMessage {
  const text = texts[kind][language];
  const date = until
    ? new Intl.DateTimeFormat(dateLocales[language], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(until) + ' UTC'
    : null;
  const lines = [greeting[language](name), '', text.body(date)];
  if (reason) lines.push('', `${reasonLabel[language]}: ${reason}`);
  return {
    to,
    subject: text.subject,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  };
}
