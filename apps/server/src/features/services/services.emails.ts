import type { Language } from '@aebro/shared/language';
import type { MailMessage } from '../../platform/mail/mailer';

export type ServiceEmailKind =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'completed'
  | 'reviewed'
  | 'replied';

interface EmailText {
  subject: (service: string) => string;
  body: (actor: string, service: string) => string;
  action: string;
}

/** The e-mails of the services directory, in the recipient's language. */
const texts: Record<ServiceEmailKind, Record<Language, EmailText>> = {
  requested: {
    en: {
      subject: (service) => `New request for ${service}`,
      body: (actor, service) =>
        `${actor} sent you a request for ${service}. Accept it (you may propose a time) or decline it within 72 hours; after that it expires.`,
      action: 'Answer the request',
    },
    am: {
      subject: (service) => `አዲስ ጥያቄ፦ ${service}`,
      body: (actor, service) =>
        `${actor} ለአገልግሎቱ «${service}» ጥያቄ ልከውልዎታል። እባክዎ በ72 ሰዓት ውስጥ ይቀበሉት (ጊዜ መጠቆም ይችላሉ) ወይም አይቀበሉት፤ ከዚያ በኋላ ጊዜው ያልፋል።`,
      action: 'ለጥያቄው መልስ ይስጡ',
    },
    ti: {
      subject: (service) => `ሓድሽ ሕቶ፦ ${service}`,
      body: (actor, service) =>
        `${actor} ንኣገልግሎት «${service}» ሕቶ ሰዲዶምልኩም። በጃኹም ኣብ ውሽጢ 72 ሰዓት ተቐበልዎ (ግዜ ክትእምቱ ትኽእሉ ኢኹም) ወይ ኣይትቀበልዎ፤ ድሕሪኡ ግዜኡ ይሓልፍ።`,
      action: 'ንሕቶ መልሲ ሃቡ',
    },
  },
  accepted: {
    en: {
      subject: (service) => `Your request for ${service} was accepted`,
      body: (actor, service) =>
        `${actor} accepted your request for ${service}. You can continue the conversation in messages.`,
      action: 'See your request',
    },
    am: {
      subject: (service) => `ጥያቄዎ ተቀባይነት አግኝቷል፦ ${service}`,
      body: (actor, service) =>
        `${actor} ለአገልግሎቱ «${service}» ያቀረቡትን ጥያቄ ተቀብለዋል። ውይይቱን በመልእክቶች መቀጠል ይችላሉ።`,
      action: 'ጥያቄዎን ይመልከቱ',
    },
    ti: {
      subject: (service) => `ሕቶኹም ተቐባልነት ረኺቡ፦ ${service}`,
      body: (actor, service) =>
        `${actor} ንኣገልግሎት «${service}» ዘቕረብኩምዎ ሕቶ ተቐቢሎም። ዘተ ብመልእኽትታት ክትቕጽሉ ትኽእሉ ኢኹም።`,
      action: 'ሕቶኹም ርኣዩ',
    },
  },
  declined: {
    en: {
      subject: (service) => `Your request for ${service} was declined`,
      body: (actor, service) =>
        `${actor} could not take your request for ${service}. You can find other services in the directory.`,
      action: 'See your request',
    },
    am: {
      subject: (service) => `ጥያቄዎ አልተቀበለም፦ ${service}`,
      body: (actor, service) =>
        `${actor} ለአገልግሎቱ «${service}» ያቀረቡትን ጥያቄ መቀበል አልቻሉም። ሌሎች አገልግሎቶችን በማውጫው ማግኘት ይችላሉ።`,
      action: 'ጥያቄዎን ይመልከቱ',
    },
    ti: {
      subject: (service) => `ሕቶኹም ኣይተቐበለን፦ ${service}`,
      body: (actor, service) =>
        `${actor} ንኣገልግሎት «${service}» ዘቕረብኩምዎ ሕቶ ክቕበሉ ኣይከኣሉን። ካልእ ኣገልግሎታት ኣብቲ መዝገብ ክትረኽቡ ትኽእሉ ኢኹም።`,
      action: 'ሕቶኹም ርኣዩ',
    },
  },
  cancelled: {
    en: {
      subject: (service) => `A request for ${service} was cancelled`,
      body: (actor, service) => `${actor} cancelled their request for ${service}.`,
      action: 'Open your dashboard',
    },
    am: {
      subject: (service) => `ጥያቄ ተሰርዟል፦ ${service}`,
      body: (actor, service) => `${actor} ለአገልግሎቱ «${service}» ያቀረቡትን ጥያቄ ሰርዘዋል።`,
      action: 'ዳሽቦርድዎን ይክፈቱ',
    },
    ti: {
      subject: (service) => `ሕቶ ተሰሪዙ፦ ${service}`,
      body: (actor, service) => `${actor} ንኣገልግሎት «${service}» ዘቕረብዎ ሕቶ ሰሪዞም።`,
      action: 'ዳሽቦርድ ንግድኹም ክፈቱ',
    },
  },
  expired: {
    en: {
      subject: (service) => `Your request for ${service} expired`,
      body: (actor, service) =>
        `${actor} did not answer your request for ${service} in time, so it expired. You are welcome to send it again or try another service.`,
      action: 'Find services',
    },
    am: {
      subject: (service) => `የጥያቄዎ ጊዜ አልፏል፦ ${service}`,
      body: (actor, service) =>
        `${actor} ለአገልግሎቱ «${service}» ላቀረቡት ጥያቄ በጊዜው መልስ ስላልሰጡ ጊዜው አልፏል። እንደገና መላክ ወይም ሌላ አገልግሎት መሞከር ይችላሉ።`,
      action: 'አገልግሎቶችን ይፈልጉ',
    },
    ti: {
      subject: (service) => `ግዜ ሕቶኹም ሓሊፉ፦ ${service}`,
      body: (actor, service) =>
        `${actor} ንኣገልግሎት «${service}» ዘቕረብኩምዎ ሕቶ ብግዜኡ መልሲ ስለ ዘይሃቡ ግዜኡ ሓሊፉ። ደጊምኩም ክትሰድዎ ወይ ካልእ ኣገልግሎት ክትፍትኑ ትኽእሉ ኢኹም።`,
      action: 'ኣገልግሎታት ድለዩ',
    },
  },
  completed: {
    en: {
      subject: (service) => `How was ${service}?`,
      body: (actor, service) =>
        `Your request for ${service} with ${actor} is completed. A short review helps others in the community.`,
      action: 'Write a review',
    },
    am: {
      subject: (service) => `አገልግሎቱ «${service}» እንዴት ነበር?`,
      body: (actor, service) =>
        `ለአገልግሎቱ «${service}» ያቀረቡት ጥያቄ ተጠናቋል (${actor})። አጭር ግምገማ ሌሎችን የማኅበረሰቡ አባላት ይረዳል።`,
      action: 'ግምገማ ይጻፉ',
    },
    ti: {
      subject: (service) => `ኣገልግሎት «${service}» ከመይ ነይሩ?`,
      body: (actor, service) =>
        `ንኣገልግሎት «${service}» ዘቕረብኩምዎ ሕቶ ተዛዚሙ (${actor})። ሓጺር ገምጋም ንኻልኦት ኣባላት ማሕበረሰብ ይሕግዝ።`,
      action: 'ገምጋም ጽሓፉ',
    },
  },
  reviewed: {
    en: {
      subject: (service) => `New review of ${service}`,
      body: (actor, service) => `${actor} reviewed ${service}. You can reply once to the review.`,
      action: 'Read the review',
    },
    am: {
      subject: (service) => `አዲስ ግምገማ፦ ${service}`,
      body: (actor, service) =>
        `${actor} ስለ አገልግሎቱ «${service}» ግምገማ ጽፈዋል። ለግምገማው አንድ ጊዜ ምላሽ መስጠት ይችላሉ።`,
      action: 'ግምገማውን ያንብቡ',
    },
    ti: {
      subject: (service) => `ሓድሽ ገምጋም፦ ${service}`,
      body: (actor, service) =>
        `${actor} ብዛዕባ ኣገልግሎት «${service}» ገምጋም ጽሒፎም። ንገምጋም ሓንሳብ መልሲ ክትህቡ ትኽእሉ ኢኹም።`,
      action: 'ገምጋም ኣንብቡ',
    },
  },
  replied: {
    en: {
      subject: (service) => `${service} replied to your review`,
      body: (actor, service) => `${actor} replied to your review of ${service}.`,
      action: 'Read the reply',
    },
    am: {
      subject: (service) => `ለግምገማዎ ምላሽ፦ ${service}`,
      body: (actor, service) => `${actor} ስለ አገልግሎቱ «${service}» ለጻፉት ግምገማ ምላሽ ሰጥተዋል።`,
      action: 'ምላሹን ያንብቡ',
    },
    ti: {
      subject: (service) => `ንገምጋምኩም መልሲ፦ ${service}`,
      body: (actor, service) => `${actor} ብዛዕባ ኣገልግሎት «${service}» ንዝጸሓፍኩምዎ ገምጋም መልሲ ሂቦም።`,
      action: 'መልሲ ኣንብቡ',
    },
  },
};

const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Selam ${name},`,
  am: (name) => `ሰላም ${name}፣`,
  ti: (name) => `ሰላም ${name}፣`,
};
const labelMark: Record<Language, string> = { en: ':', am: '፦', ti: '፦' };

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function renderServiceEmail(
  kind: ServiceEmailKind,
  language: Language,
  to: { email: string; name: string },
  actor: string,
  service: string,
  url: string,
): MailMessage {
  const text = texts[kind][language];
  const hello = greeting[language](to.name);
  const body = text.body(actor, service);
  return {
    to: to.email,
    subject: text.subject(service),
    text: `${hello}\n\n${body}\n\n${text.action}${labelMark[language]} ${url}\n\n— Aebro · አብሮ`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,'Noto Sans Ethiopic',sans-serif;color:#1a2e22;line-height:1.6">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d5e38;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(text.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p>— Aebro · አብሮ</p></body></html>`,
  };
}
