import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { otherUser, realtimeConnected, userIdOf } from './notifications-helpers';

const shots = process.env.MESSAGES_SCREENSHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

/** The conversation's messages (the list beside it shows previews too). */
function log(page: Page) {
  return page.getByRole('log', { name: 'Messages' });
}

/** The texts of the conversation's stored messages, in the order shown. */
async function texts(page: Page): Promise<string[]> {
  return await page.getByTestId('message').locator('p.whitespace-pre-wrap').allInnerTexts();
}

test.describe('direct messages', () => {
  test('live with typing, nothing lost or repeated after going offline, and read receipts that follow the switch', async ({
    page,
    browser,
    baseURL,
    accounts,
    expectAccessible,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await accounts.signIn(page);
    await page.request.patch('/api/v1/me/profile', { data: { fullName: 'Almaz Ayana' } });
    const almazId = await userIdOf(page);
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const b = other.page;
      await other.call('put', `/api/v1/profiles/${almazId}/follow`);
      const dawitId = await userIdOf(b);
      await b.request.patch('/api/v1/me/profile', { data: { fullName: 'Dawit Bekele' } });

      // A opens the conversation from the other person's id; the address becomes the conversation's.
      const aConnected = realtimeConnected(page);
      await page.goto(`/messages/${dawitId}`);
      await expect(page).not.toHaveURL(new RegExp(dawitId));
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      const conversationUrl = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { name: 'Dawit Bekele', level: 2 })).toBeVisible();
      await aConnected;

      const bConnected = realtimeConnected(b);
      await b.goto(conversationUrl);
      await expect(b.getByRole('heading', { name: 'Almaz Ayana', level: 2 })).toBeVisible();
      await bConnected;
      // Both have joined the conversation's room (the joins go out in turn).
      await page.waitForTimeout(800);

      // A types: B sees it; A sends: B sees it at once.
      const field = page.getByLabel('Write a message');
      await field.fill('Selam Dawit! ሰላም 👋 see https://example.org/path');
      await expect(b.getByTestId('typing')).toHaveText('Almaz Ayana is typing…');
      await expect(page.getByText(/of 2,000 characters/)).toBeVisible();
      await field.press('Enter');
      await expect(log(b).getByText('Selam Dawit! ሰላም 👋 see')).toBeVisible();
      await expect(
        b.getByRole('link', { name: 'https://example.org/path', exact: true }),
      ).toHaveAttribute('href', 'https://example.org/path');
      await expect(b.getByTestId('typing')).toHaveCount(0);
      // B has it in view: A sees "Seen".
      await expect(page.getByText('Seen')).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'conversation-desktop');

      // B goes offline; A sends five; B comes back and has all five, in order, once.
      await b.context().setOffline(true);
      for (let index = 1; index <= 5; index += 1) {
        await field.fill(`Offline message ${index}`);
        await field.press('Enter');
      }
      await expect(page.getByTestId('pending-message')).toHaveCount(0);
      await expect(log(page).getByText('Offline message 5')).toBeVisible();
      await b.waitForTimeout(1500);
      await b.context().setOffline(false);
      await expect(log(b).getByText('Offline message 5')).toBeVisible({ timeout: 20_000 });
      await b.waitForTimeout(1000);
      const seen = (await texts(b)).filter((text) => text.startsWith('Offline message'));
      expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => `Offline message ${n}`));

      // B replies; A edits and deletes (with a confirmation).
      await b.getByLabel('Write a message').fill('Got them all');
      await b.getByLabel('Write a message').press('Enter');
      await expect(log(page).getByText('Got them all')).toBeVisible();
      const mine = page.getByTestId('message').filter({ hasText: 'Offline message 5' });
      await mine.getByRole('button', { name: 'Message actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(log(b).getByText('Message deleted')).toBeVisible();
      await expect(log(b).getByText('Offline message 5')).toHaveCount(0);

      // Read receipts: A sees "Seen" while both show them; B switches them off, and it goes.
      await page.getByLabel('Write a message').fill('One more');
      await page.getByLabel('Write a message').press('Enter');
      await expect(log(b).getByText('One more')).toBeVisible();
      await expect(page.getByText('Seen')).toBeVisible();
      await b.goto('/settings');
      const receipts = b.getByRole('switch', { name: 'Show read receipts' });
      await expect(receipts).toBeChecked();
      // Live: A's open conversation updates without a reload, both ways.
      await receipts.click();
      await expect(receipts).not.toBeChecked();
      await expect(page.getByText('Seen')).toHaveCount(0);
      await receipts.click();
      await expect(receipts).toBeChecked();
      await expect(page.getByText('Seen')).toBeVisible();
      // And as the server answers after a reload.
      await receipts.click();
      await expect(receipts).not.toBeChecked();
      await page.reload();
      await expect(log(page).getByText('One more')).toBeVisible();
      await expect(page.getByText('Seen')).toHaveCount(0);
      await receipts.click();
      await expect(receipts).toBeChecked();
      await expect(page.getByText('Seen')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Seen')).toBeVisible();

      // The list: the conversation with a preview; the header's unread total counts B's reply.
      await page.goto('/messages');
      await expect(page.getByRole('link', { name: /Dawit Bekele/ })).toContainText('One more');
      await shoot(page, 'list-desktop');
      // Offline, Chromium reports the refused socket reconnects; nothing else may go wrong.
      expect(other.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test('a first message from a stranger waits in Requests; refused strangers are told why', async ({
    page,
    browser,
    baseURL,
    accounts,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await accounts.signIn(page);
    await page.request.patch('/api/v1/me/profile', { data: { fullName: 'Hana Girma' } });
    const other = await otherUser(browser, baseURL, accounts.signIn);
    try {
      const stranger = other.page;
      await stranger.request.patch('/api/v1/me/profile', { data: { fullName: 'Kebede Alemu' } });
      const hanaId = await userIdOf(page);

      // Hana accepts only people she follows: the stranger is told so, with no way to write.
      await page.request.patch('/api/v1/me/privacy', {
        data: { restrictMessagingToContacts: true },
      });
      await stranger.goto(`/messages/${hanaId}`);
      await expect(
        stranger.getByRole('heading', { name: "You can't message this person" }),
      ).toBeVisible();
      await expect(
        stranger.getByText('Hana Girma accepts new messages only from people they follow.'),
      ).toBeVisible();
      await page.request.patch('/api/v1/me/privacy', {
        data: { restrictMessagingToContacts: false, allowNewMessages: false },
      });
      await stranger.reload();
      await expect(stranger.getByText('Hana Girma is not accepting new messages.')).toBeVisible();
      await expect(stranger.getByLabel('Write a message')).toHaveCount(0);

      // With messages allowed, the stranger's first message lands in Hana's Requests.
      await page.request.patch('/api/v1/me/privacy', { data: { allowNewMessages: true } });
      await stranger.goto(`/messages/${hanaId}`);
      await stranger.getByLabel('Write a message').fill('Hello Hana, may I ask about the meetup?');
      await stranger.getByLabel('Write a message').press('Enter');
      await expect(stranger.getByTestId('message')).toHaveCount(1);

      await page.goto('/messages');
      await expect(page.getByText('No conversations yet')).toBeVisible();
      await shoot(page, 'list-phone-empty');
      await page.getByRole('tab', { name: /Requests/ }).click();
      await page.getByRole('link', { name: /Kebede Alemu/ }).click();
      await expect(
        page.getByText('Kebede Alemu wants to send you a message.', { exact: false }),
      ).toBeVisible();
      await shoot(page, 'request-phone');
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByLabel('Write a message')).toBeVisible();

      // Written offline, a message waits as "Sending…" and goes once the connection is back.
      await page.context().setOffline(true);
      await page.getByLabel('Write a message').fill('Sure, written on the bus');
      await page.getByLabel('Write a message').press('Enter');
      await expect(page.getByTestId('pending-message')).toContainText('Sending…');
      await page.waitForTimeout(1000);
      await page.context().setOffline(false);
      await expect(page.getByTestId('pending-message')).toHaveCount(0, { timeout: 15_000 });
      await expect(
        page.getByTestId('message').filter({ hasText: 'Sure, written on the bus' }),
      ).toHaveCount(1);
      // In the open conversation (the list beside it may show the same words as its preview).
      await expect(
        stranger.getByTestId('message').filter({ hasText: 'Sure, written on the bus' }),
      ).toBeVisible();
      // Offline, Chromium reports the requests and socket reconnects it could not make.
      const offline = pageErrors.filter((error) => /ERR_INTERNET_DISCONNECTED/.test(error));
      for (const error of offline) pageErrors.splice(pageErrors.indexOf(error), 1);
      await page.getByRole('link', { name: 'Back to messages' }).click();
      await page.getByRole('tab', { name: 'Inbox' }).click();
      await expect(page.getByRole('link', { name: /Kebede Alemu/ })).toBeVisible();
      await shoot(page, 'list-phone');
    } finally {
      await other.close();
    }
  });
});
