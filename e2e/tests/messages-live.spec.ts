import fs from 'node:fs';
import { expect, test } from '../fixtures';
import { otherUser, userIdOf } from './notifications-helpers';
import { twoTonePng } from './people-helpers';

const shots = process.env.SCREENSHOT_DIR;

test.describe('messages: requests, the Message button and photos', () => {
  test('a request opened on desktop keeps the Requests tab; the Message button opens a conversation with no failing request', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    // Two accounts, a first visit and a second screen: a busy host needs minutes.
    test.setTimeout(180_000);
    if (shots) fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await accounts.signIn(page);
    const almazId = await userIdOf(page);
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await other.page.request.patch('/api/v1/me/profile', { data: { fullName: 'Dawit Bekele' } });
      const dawitId = await userIdOf(other.page);
      // Dawit writes first; Almaz follows nobody, so it waits under Requests.
      const opened = (await other.call('post', '/api/v1/conversations', {
        userId: almazId,
      })) as { id: string };
      await other.call('post', `/api/v1/conversations/${opened.id}/messages`, {
        clientId: `c${Date.now()}`,
        body: 'Selam! Are you coming to the picnic?',
      });

      await page.goto('/messages?box=requests');
      await page.getByRole('link', { name: /Dawit Bekele/ }).click();
      await expect(page).toHaveURL(new RegExp(`/messages/${opened.id}\\?box=requests$`));
      await expect(page.getByRole('tab', { name: /Requests/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        page.getByRole('log').getByText('Selam! Are you coming to the picnic?'),
      ).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/messages-request-desktop.png` });

      // From Dawit's profile, "Message": no request answers with an error on the way.
      const failed: string[] = [];
      const asked: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on('request', (request) => asked.push(`${request.method()} ${request.url()}`));
      await page.goto(`/profile/${dawitId}`);
      await page.getByRole('link', { name: 'Message', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Dawit Bekele', level: 2 })).toBeVisible();
      await expect(
        page.getByRole('log').getByText('Selam! Are you coming to the picnic?'),
      ).toBeVisible();
      // The address becomes the conversation's own, as a link from the list would have it.
      await expect(page).toHaveURL(new RegExp(`/messages/${opened.id}$`));
      expect(failed).toEqual([]);
      // Opened with one POST: no conversation is asked for under Dawit's own id.
      expect(asked.filter((line) => line.includes(`/api/v1/conversations/${dawitId}`))).toEqual([]);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test('on a phone, a conversation ending in a photo is shown to its end once the photo loads', async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    // Two accounts, a first visit and a second screen: a busy host needs minutes.
    test.setTimeout(180_000);
    if (shots) fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.signIn(page);
    const almazId = await userIdOf(page);
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      await other.page.request.patch('/api/v1/me/profile', { data: { fullName: 'Dawit Bekele' } });
      const opened = (await other.call('post', '/api/v1/conversations', {
        userId: almazId,
      })) as { id: string };
      for (let index = 1; index <= 8; index += 1)
        await other.call('post', `/api/v1/conversations/${opened.id}/messages`, {
          clientId: `t${index}-${Date.now()}`,
          body: `Message number ${index} about the picnic.`,
        });
      const uploaded = await other.page.request.post('/api/v1/media/images', {
        multipart: {
          file: { name: 'picnic.png', mimeType: 'image/png', buffer: twoTonePng(900, 1200) },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const { key } = (await uploaded.json()) as { key: string };
      await other.call('post', `/api/v1/conversations/${opened.id}/messages`, {
        clientId: `p-${Date.now()}`,
        body: '',
        imageKeys: [key],
      });

      // The photo arrives late, after the rows were laid out and scrolled.
      await page.route('**/media/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(`/messages/${opened.id}`);
      const log = page.getByRole('log');
      const photo = log.getByRole('img', { name: 'Photo' });
      // Held back 1.5 s on purpose, after a first visit that is slow on a busy host.
      await expect(photo).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      await expect
        .poll(() =>
          log.evaluate(
            (element) => element.scrollHeight - element.scrollTop - element.clientHeight,
          ),
        )
        .toBeLessThan(2);
      await expect(log.locator('time').last()).toBeInViewport();
      if (shots) await page.screenshot({ path: `${shots}/messages-photo-phone.png` });
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
