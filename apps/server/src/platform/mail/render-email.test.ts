import { describe, expect, it } from 'vitest';
import { extractLinks } from './mailer';
import { renderEmail } from './render-email';

const url = 'https://aebro.example/reset?token=a&b=c';

describe('the e-mail layout', () => {
  it('writes the action as the first link of the HTML and of the text part', async () => {
    const mail = await renderEmail({
      language: 'en',
      to: 'a@example.com',
      name: 'Almaz',
      subject: 'Something to do',
      paragraphs: ['First.', '', 'Second.'],
      action: { label: 'Do it', url },
      note: 'A note.',
    });
    expect(mail.subject).toBe('Something to do');
    expect(mail.text).toBe(
      [
        'Selam Almaz,',
        'First.',
        'Second.',
        `Do it: ${url}`,
        'A note.',
        '— Aebro · አብሮ',
        'You receive this e-mail because you have an account on Aebro.',
      ].join('\n\n'),
    );
    expect(extractLinks(mail.text)[0]).toBe(url);
    const hrefs = [...mail.html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([url.replace('&', '&amp;'), url.replace('&', '&amp;')]);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Do it</a>');
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('#07602f');
  });

  it('escapes what people wrote exactly once', async () => {
    const mail = await renderEmail({
      language: 'am',
      to: 'a@example.com',
      name: '<img src=x onerror=alert(1)> & Co',
      subject: 'A "quoted" <b>subject</b>',
      paragraphs: ['Tom & Jerry <script>alert(1)</script>'],
    });
    expect(mail.html).not.toMatch(/<img|<script|<b>/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(mail.html).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(mail.html).not.toContain('&amp;amp;');
    expect(mail.text).toContain('ሰላም <img src=x onerror=alert(1)> & Co፣');
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).toContain('— Aebro · አብሮ');
  });
});
