import { describe, expect, it } from 'vitest';
import { base64UrlToUint8Array } from './web-push';

describe('base64UrlToUint8Array', () => {
  it('decodes base64url without padding, with - and _', () => {
    expect([...base64UrlToUint8Array('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToUint8Array('AQIDBA')]).toEqual([1, 2, 3, 4]);
    expect(base64UrlToUint8Array('').length).toBe(0);
  });

  it('turns a 65-byte VAPID public key into its bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 37 + 4) % 256);
    const encoded = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const decoded = base64UrlToUint8Array(encoded);
    expect(decoded).toBeInstanceOf(Uint8Array);
    expect([...decoded]).toEqual([...bytes]);
  });
});
