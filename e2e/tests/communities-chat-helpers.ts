import { expect, type Browser, type Page } from '@playwright/test';
import type { TestMember } from '../fixtures';
import { otherUser, type OtherUser } from './notifications-helpers';

/** Helpers of the community chat journeys (communities-chat*.spec.ts); not a spec itself. */

export interface ChatStart {
  browser: Browser;
  baseURL: string | undefined;
  signIn: (page: Page) => Promise<TestMember>;
  /** 'am': both members use the site in Amharic, set before their first page. */
  language: 'en' | 'am';
  adminName: string;
  memberName: string;
  community: { name: string; description: string };
  /** The community page's link to its chat, and the chat's message box, in the language. */
  chatLink: string;
  messageBox: string;
}

const inAmharic = () => window.localStorage.setItem('aebro.language', 'am');

/**
 * The chat journeys' opening: the page's user (the admin) creates a public community, a second
 * member joins it, and both open its chat from the community's page. The caller closes `other`.
 */
export async function openCommunityChat(
  page: Page,
  start: ChatStart,
): Promise<{ communityId: string; other: OtherUser }> {
  if (start.language === 'am') await page.addInitScript(inAmharic);
  await start.signIn(page);
  const named = await page.request.patch('/api/v1/me/profile', {
    data: { fullName: start.adminName },
  });
  expect(named.ok()).toBe(true);
  const created = await page.request.post('/api/v1/communities', {
    data: { ...start.community, privacy: 'public' },
  });
  expect(created.ok()).toBe(true);
  const communityId = ((await created.json()) as { id: string }).id;

  const other = await otherUser(start.browser, start.baseURL, start.signIn);
  try {
    const them = other.page;
    if (start.language === 'am') await them.addInitScript(inAmharic);
    await other.call('put', `/api/v1/communities/${communityId}/membership`, {});
    const renamed = await them.request.patch('/api/v1/me/profile', {
      data: { fullName: start.memberName },
    });
    expect(renamed.ok()).toBe(true);

    await page.goto(`/community/${communityId}`);
    if (start.language === 'am') await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await page.getByRole('link', { name: start.chatLink, exact: true }).click();
    await expect(page).toHaveURL(`/dashboard/communities/${communityId}/chat`);
    await them.goto(`/community/${communityId}`);
    await them.getByRole('link', { name: start.chatLink, exact: true }).click();
    await expect(them.getByLabel(start.messageBox)).toBeVisible();
  } catch (error) {
    // The journey's own `finally` is not reached yet: close the second context here.
    await other.close();
    throw error;
  }
  return { communityId, other };
}

/** The admin (the page's user) removes the member of that full name from the community. */
export async function removeMember(
  page: Page,
  communityId: string,
  fullName: string,
): Promise<void> {
  const members = await page.request.get(`/api/v1/communities/${communityId}/members`);
  const member = (
    (await members.json()) as { items: Array<{ id: string; fullName: string }> }
  ).items.find((item) => item.fullName === fullName);
  expect(member).toBeDefined();
  const removed = await page.request.delete(
    `/api/v1/communities/${communityId}/members/${member?.id}`,
  );
  expect(removed.ok()).toBe(true);
}
