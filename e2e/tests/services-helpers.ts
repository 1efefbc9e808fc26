import { expect, type Page } from '@playwright/test';

/** Helpers of the services journeys (services-*.spec.ts); not a spec itself. */

/** Makes the page's (member) account a business through the registration of the profiles area. */
export async function becomeBusiness(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/v1/me/business-registration', {
    data: {
      businessName: name,
      businessCategory: 'makeup_artist',
      location: 'Washington, DC, USA',
      businessEmail: 'henna@example.org',
      bio: 'Traditional Habesha henna for weddings and holidays.',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A listing made through the API; returns its id. */
export async function listService(page: Page, data: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/v1/services', {
    data: {
      category: 'makeup_artist',
      description: 'Traditional Habesha henna for weddings and holidays, at your home.',
      city: 'washington-dc',
      price: { kind: 'ask' },
      languages: ['am', 'en'],
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
