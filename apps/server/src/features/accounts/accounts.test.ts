import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import {
  CookieJar,
  createVerifiedMember,
  get,
  latestMail,
  linkIn,
  memberInput,
  post,
  testPassword,
  uniqueName,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profileOf(email: string) {
  const [user] = await t.app.platform.db.select().from(users).where(eq(users.email, email));
  if (!user) return null;
  const [profile] = await t.app.platform.db.select().from(profiles).where(eq(profiles.id, user.id));
  return profile ?? null;
}

describe('member sign-up', () => {
  it('creates the account and profile with the defaults of SPEC §3, then verification signs in', async () => {
    const input = memberInput({ fullName: '  Almaz Tesfaye  ', language: 'am' });
    const res = await post(t.app, '/api/v1/accounts', input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'verification_sent' });

    const profile = await profileOf(String(input.email));
    expect(profile).toMatchObject({
      username: input.username,
      fullName: 'Almaz Tesfaye',
      accountType: 'community',
      isVerified: false,
      profileComplete: false,
      languagePreference: 'am',
      allowCommentsOnPosts: true,
      allowLikesOnPosts: true,
      allowSavesOnPosts: true,
      allowNewMessages: true,
      restrictMessagingToContacts: false,
      publicProfile: true,
      notifyOnComments: true,
      notifyOnLikes: true,
      notifyOnFollows: true,
      notifyOnSaves: true,
      allowCommentNotifications: true,
      allowLikeNotifications: true,
      allowFollowNotifications: true,
      allowSaveNotifications: true,
    });

    const mail = await latestMail(t.app, String(input.email));
    expect(mail?.subject).toBe('ለአብሮ ኢሜይልዎን ያረጋግጡ');
    const link = linkIn(mail?.text ?? '');
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=.+&callbackURL=%2Fcomplete-profile$/);

    const early = await post(t.app, '/api/auth/sign-in/email', {
      email: input.email,
      password: input.password,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const jar = new CookieJar();
    const verified = await get(t.app, link, jar);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/complete-profile');
    const session = await get(t.app, '/api/v1/session', jar);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      user: { email: input.email, emailVerified: true },
      profile: { username: input.username },
    });

    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: String(input.email).toUpperCase(),
      password: input.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(
      signIn.cookies.some((cookie) => cookie.name === 'aebro.session_token' && cookie.httpOnly),
    ).toBe(true);
  });

  it('refuses a wrong password with the error shape of the API', async () => {
    const user = await createVerifiedMember(t.app);
    const res = await post(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'Wrong-password1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) },
    });
  });

  it('answers a second sign-up with a known address exactly like a new one, and e-mails the owner', async () => {
    const user = await createVerifiedMember(t.app);
    const before = await t.app.platform.db.select({ id: users.id }).from(users);
    const again = await post(t.app, '/api/v1/accounts', memberInput({ email: user.email }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ status: 'verification_sent' });
    expect(await t.app.platform.db.select({ id: users.id }).from(users)).toHaveLength(
      before.length,
    );
    expect((await latestMail(t.app, user.email))?.subject).toBe(
      'You already have an Aebro account',
    );
  });

  it('does the same work for a known address as for a new one, and mails only after answering', async () => {
    const user = await createVerifiedMember(t.app);
    const { identity, mailer } = t.app.platform;
    const hash = identity.hashPassword.bind(identity);
    const sendMail = mailer.send.bind(mailer);
    const hashes: string[] = [];
    const held: Array<() => void> = [];
    identity.hashPassword = async (password) => {
      hashes.push(password);
      return await hash(password);
    };
    // Mail waits behind a gate: an answer that waited for its e-mail would never come.
    mailer.send = async (message) => {
      await new Promise<void>((open) => held.push(open));
      await sendMail(message);
    };
    try {
      for (const input of [memberInput({ email: user.email }), memberInput()]) {
        const answer = await post(t.app, '/api/v1/accounts', input);
        expect(answer.statusCode).toBe(201);
        expect(answer.json()).toEqual({ status: 'verification_sent' });
      }
      expect(hashes).toHaveLength(2);
      // Both e-mails are durable effects, each a job of its own (the new address's in two steps).
      await vi.waitFor(() => expect(held).toHaveLength(2), { timeout: 15_000 });
    } finally {
      identity.hashPassword = hash;
      mailer.send = sendMail;
      for (const open of held) open();
    }
  });

  it('refuses a username that is taken, whatever its case', async () => {
    const user = await createVerifiedMember(t.app);
    const res = await post(
      t.app,
      '/api/v1/accounts',
      memberInput({ username: user.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken. Please choose a different username.',
    });
  });

  it.each([
    [
      { fullName: ' a ' },
      'body.fullName',
      'Please enter your full name with at least 2 characters.',
    ],
    [{ username: 'ab' }, 'body.username', 'Please enter a username with at least 3 characters.'],
    [
      { username: 'abebe-k' },
      'body.username',
      'Username can only contain letters, numbers, and underscores.',
    ],
    [{ email: 'not-an-email' }, 'body.email', 'Please enter a valid email address.'],
    [
      { password: 'alllowercase1' },
      'body.password',
      'Password must be at least 8 characters long and include at least one uppercase letter.',
    ],
    [
      { password: 'Short1' },
      'body.password',
      'Password must be at least 8 characters long and include at least one uppercase letter.',
    ],
  ])('refuses %o with the product text and creates nothing', async (override, path, message) => {
    const input = memberInput(override);
    const res = await post(t.app, '/api/v1/accounts', input);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect(await profileOf(String(input.email))).toBeNull();
  });
});

describe('business sign-up', () => {
  it("stores the business metadata, a generated username and the custom category of '🔧 Other - not listed'", async () => {
    const email = `${uniqueName('biz')}@example.org`;
    const res = await post(t.app, '/api/v1/accounts', {
      accountType: 'business',
      email,
      password: testPassword,
      businessName: 'Habesha Coffee House',
      businessCategory: 'other',
      customCategory: 'Coffee roasting classes',
      businessDescription: 'Fresh Ethiopian coffee, roasted the traditional way.',
      businessLocation: 'Silver Spring, MD',
      businessEmail: '',
      businessAddress: '8000 Georgia Ave',
      website: 'https://coffee.example.org',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const profile = await profileOf(email);
    expect(profile).toMatchObject({
      accountType: 'business',
      isVerified: false,
      fullName: 'Habesha Coffee House',
      businessName: 'Habesha Coffee House',
      businessCategory: 'Coffee roasting classes',
      bio: 'Fresh Ethiopian coffee, roasted the traditional way.',
      location: 'Silver Spring, MD',
      businessEmail: null,
      website: 'https://coffee.example.org',
    });
    expect(profile?.username).toMatch(/^habesha_coffee_house[a-z0-9]{6}$/);
    expect(JSON.stringify(profile)).not.toContain('Georgia Ave');
  });

  it('refuses special characters in the name and a missing custom category', async () => {
    const res = await post(t.app, '/api/v1/accounts', {
      accountType: 'business',
      email: `${uniqueName('biz')}@example.org`,
      password: testPassword,
      businessName: 'Cafe <script>',
      businessCategory: 'other',
      businessLocation: 'DC',
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().error.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Business name cannot contain special characters.',
        'Please specify your business category.',
      ]),
    );
  });
});

describe('username availability', () => {
  it('answers taken, free and invalid', async () => {
    const user = await createVerifiedMember(t.app);
    expect(
      (await get(t.app, `/api/v1/usernames/${user.username.toUpperCase()}/availability`)).json(),
    ).toMatchObject({ available: false });
    expect(
      (await get(t.app, `/api/v1/usernames/${uniqueName('free')}/availability`)).json(),
    ).toMatchObject({ available: true });
    expect((await get(t.app, '/api/v1/usernames/ab/availability')).statusCode).toBe(400);
    expect((await get(t.app, '/api/v1/usernames/bad%20name/availability')).statusCode).toBe(400);
  });
});

describe('resending the verification e-mail', () => {
  it('answers the same for known and unknown addresses', async () => {
    const input = memberInput();
    await post(t.app, '/api/v1/accounts', input);
    const known = await post(t.app, '/api/auth/send-verification-email', {
      email: input.email,
      callbackURL: '/complete-profile',
    });
    const unknown = await post(t.app, '/api/auth/send-verification-email', {
      email: `${uniqueName('nobody')}@example.org`,
      callbackURL: '/complete-profile',
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });
});
