import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEthiopianDate } from '@aebro/shared/ethiopian-calendar';
import { caller, createVerifiedMember, get, latestMail, type TestUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let almaz: TestUser;
let dawit: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  almaz = await createVerifiedMember(t.app);
  dawit = await createVerifiedMember(t.app);
});
afterAll(() => t.close());

function patch(user: TestUser | null, payload: unknown, url = '/api/v1/me/profile') {
  return t.app.inject({
    method: 'PATCH',
    url,
    payload: payload as Record<string, unknown>,
    headers: user ? { cookie: user.jar.header() } : {},
  });
}

function multipart(user: TestUser, file: Buffer, filename: string, contentType: string) {
  const boundary = '----aebro-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/me/avatar',
    payload,
    headers: {
      cookie: user.jar.header(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

describe('my profile', () => {
  it("is readable and editable only by its owner; signed out gets 'Not signed in'", async () => {
    const signedOut = await get(t.app, '/api/v1/me/profile');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe('Not signed in');
    expect((await patch(null, { bio: 'x' })).statusCode).toBe(401);

    const updated = await patch(almaz, {
      bio: 'Coffee lover in DC',
      location: 'Washington, DC',
      interests: ['music', 'injera'],
      languagePreference: 'am',
      profileComplete: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: almaz.id,
      bio: 'Coffee lover in DC',
      interests: ['music', 'injera'],
      languagePreference: 'am',
      profileComplete: true,
    });

    const other = await get(t.app, '/api/v1/me/profile', dawit.jar);
    expect(other.json()).toMatchObject({ id: dawit.id, bio: null, profileComplete: false });
  });

  it('refuses fields the owner may not set and bad values, changing nothing', async () => {
    for (const payload of [
      { isVerified: true },
      { accountType: 'business' },
      { id: dawit.id },
      { website: 'javascript:alert(1)' },
      { languagePreference: 'fr' },
      { fullName: 'A' },
    ]) {
      const res = await patch(almaz, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const profile = (await get(t.app, '/api/v1/me/profile', almaz.jar)).json();
    expect(profile).toMatchObject({
      isVerified: false,
      accountType: 'community',
      website: null,
      languagePreference: 'am',
    });
  });
});

describe('the language preference', () => {
  it('takes Tigrinya (ti) as well as en and am, and nothing else (the column checks it too)', async () => {
    const tigrinya = await patch(dawit, { languagePreference: 'ti' });
    expect(tigrinya.statusCode, tigrinya.body).toBe(200);
    expect(tigrinya.json()).toMatchObject({ languagePreference: 'ti' });
    for (const languagePreference of ['TI', 'ti-ER', 'tig'])
      expect((await patch(dawit, { languagePreference })).statusCode).toBe(400);
    expect((await get(t.app, '/api/v1/me/profile', dawit.jar)).json()).toMatchObject({
      languagePreference: 'ti',
    });
    const db = new pg.Client({ connectionString: t.config.databaseUrl });
    await db.connect();
    try {
      await db.query("update profiles set language_preference = 'ti' where id = $1", [dawit.id]);
      await expect(
        db.query("update profiles set language_preference = 'fr' where id = $1", [dawit.id]),
      ).rejects.toThrow(/profiles_language_check/);
    } finally {
      await db.end();
    }
    expect((await patch(dawit, { languagePreference: 'en' })).statusCode).toBe(200);
  });
});

describe('how the member reads dates: time zone and calendar', () => {
  it('keeps a valid IANA zone and a calendar, refuses others, and e-mails dates in them', async () => {
    const user = await createVerifiedMember(t.app, { fullName: 'Meron Calendar' });
    const fresh = (await get(t.app, '/api/v1/me/profile', user.jar)).json();
    expect(fresh).toMatchObject({ timeZone: null, calendarPreference: 'gregorian' });
    for (const wrong of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: '' },
      { calendarPreference: 'julian' },
    ])
      expect((await patch(user, wrong)).statusCode, JSON.stringify(wrong)).toBe(400);
    const saved = await patch(user, {
      timeZone: 'Africa/Addis_Ababa',
      calendarPreference: 'ethiopian',
      languagePreference: 'am',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      timeZone: 'Africa/Addis_Ababa',
      calendarPreference: 'ethiopian',
    });

    // The deletion e-mail names its day in the member's calendar, language and zone.
    const asked = await caller(() => t.app)(user, 'POST', '/api/v1/me/account-deletion', {
      password: user.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const purgeAfter = new Date(asked.json<{ purgeAfter: string }>().purgeAfter);
    const mail = await latestMail(t.app, user.email);
    expect(mail?.text).toContain(formatEthiopianDate(purgeAfter, 'am', 'Africa/Addis_Ababa'));
  });
});

describe('business registration dialog', () => {
  it('turns the account into an unverified business', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/business-registration',
      headers: { cookie: dawit.jar.header() },
      payload: {
        businessName: 'Dawit Tutoring',
        businessCategory: 'language_cultural_school',
        location: 'Seattle, WA',
        businessEmail: 'Lessons@Example.org',
        bio: 'Amharic lessons for children and adults.',
        website: '',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accountType: 'business',
      isVerified: false,
      fullName: 'Dawit Tutoring',
      businessEmail: 'lessons@example.org',
      website: null,
    });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/business-registration',
      headers: { cookie: dawit.jar.header() },
      payload: {
        businessName: 'Dawit',
        businessCategory: 'legal',
        location: 'Seattle',
        businessEmail: 'a@b.co',
        bio: 'Too short',
      },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.issues[0].message).toBe(
      'Description must be at least 10 characters.',
    );
  });
});

describe('avatar upload', () => {
  it('re-encodes the picture, drops its GPS metadata and serves it from /media', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1d5e38' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 1/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await multipart(almaz, jpeg, '../../etc/passwd.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(new RegExp(`^/media/avatars/${almaz.id}/[0-9a-f-]{36}\\.jpg$`));
    const served = await get(t.app, avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((await get(t.app, '/api/v1/me/profile', almaz.jar)).json().avatarUrl).toBe(avatarUrl);
  });

  it('decides the type by content: a PNG named .jpg is a PNG, HTML named .jpg is refused', async () => {
    const png = await sharp({
      create: { width: 10, height: 10, channels: 4, background: '#f5c542' },
    })
      .png()
      .toBuffer();
    const asPng = await multipart(dawit, png, 'logo.jpg', 'image/jpeg');
    expect(asPng.statusCode).toBe(200);
    expect(asPng.json().avatarUrl).toMatch(/\.png$/);
    const html = await multipart(
      dawit,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'photo.jpg',
      'image/jpeg',
    );
    expect(html.statusCode).toBe(415);
    const svg = await multipart(
      dawit,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
  });
});
