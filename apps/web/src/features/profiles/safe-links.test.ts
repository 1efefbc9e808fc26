import { describe, expect, it } from 'vitest';
import { linkLabel, safeHttpUrl, socialParts } from './safe-links';

describe('safeHttpUrl', () => {
  it('accepts http and https addresses only', () => {
    expect(safeHttpUrl('https://habesha.example/shop')).toBe('https://habesha.example/shop');
    expect(safeHttpUrl(' http://example.org ')).toBe('http://example.org/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://example.org',
    'mailto:a@b.c',
    '//evil.example',
    'example.org',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});

describe('socialParts', () => {
  it('links http(s) addresses and keeps handles and other schemes as text', () => {
    expect(socialParts('@selam, https://instagram.com/selam javascript:alert(1)')).toEqual([
      { kind: 'text', text: '@selam' },
      { kind: 'link', href: 'https://instagram.com/selam', label: 'instagram.com/selam' },
      { kind: 'text', text: 'javascript:alert(1)' },
    ]);
    expect(socialParts(null)).toEqual([]);
  });

  it('labels links without the scheme, www. or a trailing slash', () => {
    expect(linkLabel('https://www.example.org/')).toBe('example.org');
  });
});
