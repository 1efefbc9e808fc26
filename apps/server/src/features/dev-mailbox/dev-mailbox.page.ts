import type { MailboxMessage } from '@aebro/shared/mailbox';
import { extractLinks } from '../../platform/mail/mailer';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"')]+/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
}

/** A plain server-rendered page (no script) listing the dev mailbox, newest first. */
export function renderMailboxPage(messages: MailboxMessage[]): string {
  const items = messages
    .map((message) => {
      const links = extractLinks(message.text)
        .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
        .join('');
      // The e-mail as a reader's mail program shows it: its own HTML, in a sandbox of its own origin
      // (it reaches neither this page nor its cookies; no forms; links open outside), then its
      // plain-text part. Scripts may run there (the inherited CSP still refuses inline ones): a
      // browser that inspects the frame (devtools, the browser tests) must be able to.
      const view = message.html
        ? `<iframe class="mail" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" title="${escapeHtml(`The e-mail: ${message.subject}`)}" srcdoc="${escapeHtml(message.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${linkify(message.text)}</pre></details>`
        : `<pre>${linkify(message.text)}</pre>`;
      return `<article>
  <header><h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.createdAt}">${message.createdAt}</time></p></header>
  ${links ? `<ul class="links">${links}</ul>` : ''}
  ${view}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aebro dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a2e22;background:#fbfaf6}
h1{color:#14532d}article{background:#fff;border:1px solid #e5e1d6;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
h2{margin:.2rem 0;font-size:1.1rem}.meta{color:#555;margin:.2rem 0 .6rem}pre{white-space:pre-wrap;font-family:inherit}
a{color:#14532d;word-break:break-all}.empty{color:#555}
.mail{width:100%;height:34rem;border:1px solid #e5e1d6;border-radius:8px;background:#fff}summary{cursor:pointer;margin:.6rem 0}
</style></head>
<body><h1>Dev mailbox</h1>
<p>E-mails Aebro would have sent. Set <code>SMTP_URL</code> to deliver them for real. This page does not exist in production.</p>
${items || '<p class="empty">No e-mails yet. Sign up or ask for a password reset and they appear here.</p>'}
</body></html>`;
}
