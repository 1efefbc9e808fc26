import type { Language } from '@aebro/shared/language';
import type { MailMessage } from '../../platform/mail/mailer';

export type MyDataEmailKind = 'export_ready' | 'export_failed' | 'deletion_scheduled';

interface EmailText {
  subject: string;
  body: (date: string) => string;
  action: string;
}

const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Selam ${name},`,
  am: (name) => `ሰላም ${name}፣`,
  ti: (name) => `ሰላም ${name}፣`,
};
const signature: Record<Language, string> = {
  en: 'Aebro · አብሮ',
  am: 'Aebro · አብሮ',
  ti: 'Aebro · ኣብሮ',
};
/** What ends the label before the link in the plain-text e-mail: Ge'ez script has its own mark. */
const labelMark: Record<Language, string> = { en: ':', am: '፦', ti: '፦' };

const texts: Record<MyDataEmailKind, Record<Language, EmailText>> = {
  export_ready: {
    en: {
      subject: 'Your Aebro data is ready to download',
      body: (date) =>
        `The copy of your data you asked for is ready: a zip with your profile, posts, comments, the messages you sent, follows, communities, events, payments, services and your pictures. The link works only when you are signed in to Aebro, and until ${date}.`,
      action: 'Download my data',
    },
    am: {
      subject: 'የአብሮ መረጃዎ ለማውረድ ዝግጁ ነው',
      body: (date) =>
        `የጠየቁት የመረጃዎ ቅጂ ዝግጁ ነው፦ መገለጫዎን፣ ልጥፎችዎን፣ አስተያየቶችዎን፣ የላኳቸውን መልእክቶች፣ ተከታዮችን፣ ማኅበረሰቦችን፣ ዝግጅቶችን፣ ክፍያዎችን፣ አገልግሎቶችንና ፎቶዎችዎን የያዘ የዚፕ ፋይል። ማስፈንጠሪያው የሚሠራው ወደ አብሮ ገብተው ሳለ ብቻ ሲሆን እስከ ${date} ድረስ ያገለግላል።`,
      action: 'መረጃዎን ያውርዱ',
    },
    ti: {
      subject: 'ሓበሬታ ኣብሮኹም ንምውራድ ድሉው እዩ',
      body: (date) =>
        `ዝሓተትኩምዎ ቅዳሕ ሓበሬታኹም ድሉው እዩ፦ መግለጺኹም፣ ጽሑፋትኩም፣ ርእይቶታትኩም፣ ዝለኣኽኩምዎም መልእኽትታት፣ ሰዓብቲ፣ ማሕበረሰባት፣ ኣጋጣሚታት፣ ክፍሊታት፣ ኣገልግሎታትን ስእልታትኩምን ዝሓዘ ፋይል ዚፕ። እቲ መላግቦ ናብ ኣብሮ ኣቲኹም ከለኹም ጥራይ ይሰርሕ፣ ክሳብ ${date} ድማ የገልግል።`,
      action: 'ሓበሬታኹም ኣውርዱ',
    },
  },
  export_failed: {
    en: {
      subject: 'We could not prepare your Aebro data',
      body: () =>
        'Something went wrong while we prepared the copy of your data. Please ask again from Settings → Account.',
      action: 'Open settings',
    },
    am: {
      subject: 'የአብሮ መረጃዎን ማዘጋጀት አልቻልንም',
      body: () => 'የመረጃዎን ቅጂ ስናዘጋጅ ችግር ተፈጥሯል። እባክዎ ከቅንብሮች → መለያ እንደገና ይጠይቁ።',
      action: 'ቅንብሮችን ይክፈቱ',
    },
    ti: {
      subject: 'ሓበሬታ ኣብሮኹም ከነዳሉ ኣይከኣልናን',
      body: () => 'ቅዳሕ ሓበሬታኹም ከነዳሉ ከለና ጸገም ኣጋጢሙ። በጃኹም ካብ ምርጫታት → ሕሳብ ደጊምኩም ሕተቱ።',
      action: 'ምርጫታት ክፈቱ',
    },
  },
  deletion_scheduled: {
    en: {
      subject: 'Your Aebro account will be deleted',
      body: (date) =>
        `You asked us to delete your Aebro account. It will be deleted on ${date}. Changed your mind? Just sign in before then and the deletion is cancelled.`,
      action: 'Sign in to cancel',
    },
    am: {
      subject: 'የአብሮ መለያዎ ይሰረዛል',
      body: (date) =>
        `የአብሮ መለያዎ እንዲሰረዝ ጠይቀዋል። መለያዎ የሚሰረዝበት ቀን፦ ${date}። ሐሳብዎን ከቀየሩ፣ ከዚያ በፊት ይግቡ፤ ስረዛው ይቀራል።`,
      action: 'ስረዛውን ለማቆም ይግቡ',
    },
    ti: {
      subject: 'ሕሳብ ኣብሮኹም ክድምሰስ እዩ',
      body: (date) =>
        `ሕሳብ ኣብሮኹም ክድምሰስ ሓቲትኩም። ሕሳብኩም ዝድምሰሰሉ ዕለት፦ ${date}። ሓሳብኩም እንተቐይርኩም፣ ቅድሚኡ እተዉ፤ እቲ ምድምሳስ ይስረዝ።`,
      action: 'ምድምሳስ ንምቁራጽ እተዉ',
    },
  },
};

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A "my data" e-mail in the member's language; `date` is already formatted for them. */
export function renderMyDataEmail(
  kind: MyDataEmailKind,
  language: Language,
  to: string,
  name: string,
  url: string,
  date: string,
): MailMessage {
  const text = texts[kind][language];
  const hello = greeting[language](name);
  const body = text.body(date);
  return {
    to,
    subject: text.subject,
    text: `${hello}\n\n${body}\n\n${text.action}${labelMark[language]} ${url}\n\n— ${signature[language]}`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,'Noto Sans Ethiopic',sans-serif;color:#1a2e22;line-height:1.6">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d5e38;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(text.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p>— ${escapeHtml(signature[language])}</p></body></html>`,
  };
}
