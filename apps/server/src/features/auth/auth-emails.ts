import type { Language } from '@aebro/shared/language';
import type { MailMessage } from '../../platform/mail/mailer';

export type AuthEmailKind = 'verify' | 'reset' | 'existing';

interface EmailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

/** The account e-mails, in the language the person chose (SPEC §1: English and Amharic; and Tigrinya). */
const texts: Record<AuthEmailKind, Record<Language, EmailText>> = {
  verify: {
    en: {
      subject: 'Confirm your e-mail for Aebro',
      greeting: (name) => `Selam ${name},`,
      body: 'Welcome to Aebro! Please confirm your e-mail address to finish creating your account. The link is valid for 24 hours.',
      action: 'Confirm my e-mail',
      footer: 'If you did not create an account on Aebro, you can ignore this e-mail.',
    },
    am: {
      subject: 'ለአብሮ ኢሜይልዎን ያረጋግጡ',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'እንኳን ወደ አብሮ በደህና መጡ! የመለያ ምዝገባዎን ለማጠናቀቅ እባክዎ የኢሜይል አድራሻዎን ያረጋግጡ። ማስፈንጠሪያው ለ24 ሰዓት ያገለግላል።',
      action: 'ኢሜይልዎን ያረጋግጡ',
      footer: 'በአብሮ መለያ ካልከፈቱ ይህን ኢሜይል ችላ ማለት ይችላሉ።',
    },
    ti: {
      subject: 'ኢመይልኩም ንኣብሮ ኣረጋግጹ',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'እንቋዕ ናብ ኣብሮ ብደሓን መጻእኩም! ምኽፋት ሕሳብኩም ንምዝዛም በጃኹም ኣድራሻ ኢመይልኩም ኣረጋግጹ። እቲ መላግቦ ን24 ሰዓታት ይሰርሕ።',
      action: 'ኢመይለይ ኣረጋግጹ',
      footer: 'ኣብ ኣብሮ ሕሳብ እንተዘይከፈትኩም፣ ነዚ ኢመይል ሸለል ክትብልዎ ትኽእሉ ኢኹም።',
    },
  },
  reset: {
    en: {
      subject: 'Reset your Aebro password',
      greeting: (name) => `Selam ${name},`,
      body: 'Someone asked to reset the password of your Aebro account. Choose a new password with the link below; it is valid for one hour. Resetting signs you out of your other devices.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    am: {
      subject: 'የአብሮ የይለፍ ቃልዎን ዳግም ያስጀምሩ',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'የአብሮ መለያዎ የይለፍ ቃል ዳግም እንዲጀመር ተጠይቋል። ከታች ባለው ማስፈንጠሪያ አዲስ የይለፍ ቃል ይምረጡ፤ ለአንድ ሰዓት ያገለግላል። ዳግም ማስጀመር ከሌሎች መሣሪያዎችዎ ያስወጣዎታል።',
      action: 'አዲስ የይለፍ ቃል ይምረጡ',
      footer: 'ይህን ካልጠየቁ ኢሜይሉን ችላ ይበሉ፤ የይለፍ ቃልዎ አይቀየርም።',
    },
    ti: {
      subject: 'ቃል ምሕላፍ ኣብሮ ሓድሱ',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'ሓደ ሰብ ቃል ምሕላፍ ሕሳብ ኣብሮኹም ክሕደስ ሓቲቱ ኣሎ። ኣብ ታሕቲ ብዘሎ መላግቦ ሓድሽ ቃል ምሕላፍ ምረጹ፤ ንሓደ ሰዓት ይሰርሕ። ምሕዳስ ካብ ካልኦት መሳርሒታትኩም የውጸኩም።',
      action: 'ሓድሽ ቃል ምሕላፍ ምረጹ',
      footer: 'ነዚ እንተዘይሓቲትኩም፣ ነዚ ኢመይል ሸለል በልዎ፤ ቃል ምሕላፍኩም ኣይቕየርን።',
    },
  },
  existing: {
    en: {
      subject: 'You already have an Aebro account',
      greeting: (name) => `Selam ${name},`,
      body: 'Someone tried to create a new Aebro account with this e-mail address, which already has one. If it was you, sign in instead, or reset your password if you have forgotten it.',
      action: 'Sign in to Aebro',
      footer: 'If it was not you, you can ignore this e-mail: nothing has changed.',
    },
    am: {
      subject: 'የአብሮ መለያ ቀድሞውኑ አለዎት',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'አንድ ሰው ቀድሞ መለያ በተከፈተበት በዚህ የኢሜይል አድራሻ አዲስ የአብሮ መለያ ለመክፈት ሞክሯል። እርስዎ ከሆኑ በምትኩ ይግቡ፤ የይለፍ ቃልዎን ከረሱ ዳግም ያስጀምሩት።',
      action: 'ወደ አብሮ ይግቡ',
      footer: 'እርስዎ ካልሆኑ ይህን ኢሜይል ችላ ማለት ይችላሉ፤ ምንም አልተቀየረም።',
    },
    ti: {
      subject: 'ድሮ ሕሳብ ኣብሮ ኣለኩም',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'ሓደ ሰብ ብዚ ድሮ ሕሳብ ዘለዎ ኣድራሻ ኢመይል ሓድሽ ሕሳብ ኣብሮ ክኸፍት ፈቲኑ። ንስኻትኩም እንተኾንኩም ኣብ ክንዲኡ እተዉ፣ ወይ ቃል ምሕላፍኩም እንተረሲዕኩም ሓድስዎ።',
      action: 'ናብ ኣብሮ እተዉ',
      footer: 'ንስኻትኩም እንተዘይኮንኩም፣ ነዚ ኢመይል ሸለል ክትብልዎ ትኽእሉ ኢኹም፤ ዝተቐየረ ነገር የለን።',
    },
  },
};

/** What ends the label before the link in the plain-text e-mail: Ge'ez script has its own mark. */
const labelMark: Record<Language, string> = { en: ':', am: '፦', ti: '፦' };

/** The signature: the name in Latin letters and in Ge'ez script, spelled as the language spells it. */
const signature: Record<Language, string> = {
  en: 'Aebro · አብሮ',
  am: 'Aebro · አብሮ',
  ti: 'Aebro · ኣብሮ',
};

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function renderAuthEmail(
  kind: AuthEmailKind,
  language: Language,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const text = texts[kind][language];
  const greeting = text.greeting(name);
  return {
    to,
    subject: text.subject,
    text: `${greeting}\n\n${text.body}\n\n${text.action}${labelMark[language]} ${url}\n\n${text.footer}\n\n— ${signature[language]}`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,'Noto Sans Ethiopic',sans-serif;color:#1a2e22;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d5e38;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(text.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(text.footer)}</p>
<p>— ${escapeHtml(signature[language])}</p></body></html>`,
  };
}
