import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

const links = (text: string) => linkify(text).filter((segment) => segment.kind === 'link');

describe('linkify', () => {
  it('finds http and https addresses in running text and keeps every character of the text', () => {
    const text =
      'Buna ceremony tonight: https://aebro.example/events/42?lang=am#top and http://example.org too';
    const segments = linkify(text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(links(text)).toEqual([
      {
        kind: 'link',
        text: 'https://aebro.example/events/42?lang=am#top',
        href: 'https://aebro.example/events/42?lang=am#top',
      },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/' },
    ]);
  });

  it('leaves sentence punctuation and closing brackets outside the link', () => {
    expect(links('See https://example.org/a.').map((link) => link.text)).toEqual([
      'https://example.org/a',
    ]);
    expect(links('(more at https://example.org/b), thanks!').map((link) => link.text)).toEqual([
      'https://example.org/b',
    ]);
    expect(links('Is it https://example.org?').map((link) => link.text)).toEqual([
      'https://example.org',
    ]);
    expect(links('https://en.wikipedia.org/wiki/Injera_(bread).').map((link) => link.text)).toEqual(
      ['https://en.wikipedia.org/wiki/Injera_(bread)'],
    );
    expect(links('ጥሩ ነው https://example.org/ሰላም።').map((link) => link.text)).toEqual([
      'https://example.org/ሰላም።',
    ]);
  });

  it('never makes a link of another scheme', () => {
    for (const text of [
      'javascript:alert(1)',
      'click javascript://example.org/%0Aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org/file',
      'mailto:selam@example.org',
      'xhttps://example.org',
      'https://',
      'www.example.org',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('does not let markup or quotes into an address', () => {
    expect(links('<a href="https://evil.example">x</a>').map((link) => link.href)).toEqual([
      'https://evil.example/',
    ]);
    expect(links("https://example.org/'onmouseover='alert(1)").map((link) => link.href)).toEqual([
      'https://example.org/',
    ]);
  });

  it('accepts only http(s) hrefs with a host', () => {
    expect(safeHref('https://example.org/x')).toBe('https://example.org/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});
