import { afterAll, beforeAll, expect } from 'vitest';
import { setSiteAdmin } from '../features/admin/admin.service';
import { caller, createVerifiedMember, memberInput, type Call, type TestUser } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/** The people of a strike or appeal test: two site admins and a member who reports. */
export interface ModerationWorld {
  t: TestApp;
  /** A site admin by ADMIN_EMAILS: the one who decides reports (and so gives the strikes). */
  actingAdmin: TestUser;
  /** A site admin made in /admin: the other admin, who decides appeals against the first. */
  otherAdmin: TestUser;
  reporter: TestUser;
  call: Call;
  /** The member's strikes, as GET /api/v1/me/strikes lists them. */
  strikesOf<Strike>(member: TestUser): Promise<Strike[]>;
}

/**
 * Builds the world in the test file's beforeAll (and closes it in its afterAll); its people are
 * there from the first test on.
 */
export function moderationWorld(): ModerationWorld {
  const adminEmail = `${memberInput().username as string}@example.org`;
  const world = {
    call: caller(() => world.t.app),
    async strikesOf<Strike>(member: TestUser): Promise<Strike[]> {
      const answer = await world.call(member, 'GET', '/api/v1/me/strikes');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ items: Strike[] }>().items;
    },
  } as ModerationWorld;
  beforeAll(async () => {
    world.t = await createTestApp({ ADMIN_EMAILS: adminEmail });
    [world.actingAdmin, world.otherAdmin, world.reporter] = await Promise.all([
      createVerifiedMember(world.t.app, { email: adminEmail, fullName: 'Acting Admin' }),
      createVerifiedMember(world.t.app, { fullName: 'Other Admin' }),
      createVerifiedMember(world.t.app, { fullName: 'Reporting Ruth' }),
    ]);
    expect(await setSiteAdmin(world.t.app.platform, world.otherAdmin.email, true)).toBe('changed');
  });
  afterAll(() => world.t.close());
  return world;
}
