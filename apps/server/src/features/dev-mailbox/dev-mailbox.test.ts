import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('dev mailbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores each message and lists them newest first', async () => {
    expect(t.app.platform.mailer.kind).toBe('dev-mailbox');
    await t.app.platform.mailer.send({
      to: 'abebe@example.org',
      subject: 'First',
      text: 'Open http://localhost:3000/a',
      html: '<p>First</p>',
    });
    await t.app.platform.mailer.send({
      to: 'almaz@example.org',
      subject: 'Second',
      text: 'Hello',
      html: '<p>Second</p>',
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: Array<Record<string, string>> }>();
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[1]).toMatchObject({
      to: 'abebe@example.org',
      text: 'Open http://localhost:3000/a',
      html: '<p>First</p>',
    });
    expect(Date.parse(messages[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('shows them on the /dev/mailbox page with clickable, escaped content', async () => {
    await t.app.platform.mailer.send({
      to: 'x@example.org',
      subject: '<script>alert(1)</script>',
      text: 'Go to http://localhost:3000/verify?token=abc',
      html: '',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<a href="http://localhost:3000/verify?token=abc">');
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('shows each e-mail as its HTML, in a sandbox, with the plain text beside it', async () => {
    await t.app.devMailbox?.send({
      to: 'html@example.org',
      subject: 'Confirm your e-mail',
      text: 'Confirm: http://localhost:3000/verify?token=xyz',
      html: '<html><body><p style="color:#07602f">Welcome "home" &amp; more</p><script>alert(2)</script></body></html>',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    const frame =
      /<iframe class="mail" sandbox="([^"]*)" title="[^"]*" srcdoc="([^"]*)"><\/iframe>/.exec(
        res.body,
      );
    // Its own opaque origin: nothing in it reaches this page or its cookies.
    expect(frame?.[1]).not.toContain('allow-same-origin');
    // The HTML travels escaped inside the attribute: the page itself holds no markup of the e-mail.
    expect(frame?.[2]).toContain(
      '&lt;p style=&quot;color:#07602f&quot;&gt;Welcome &quot;home&quot; &amp;amp; more',
    );
    expect(res.body).toContain('<summary>Plain text</summary>');
  });
});

describe('dev mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('is not readable', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
