import { eq, gte, sql } from 'drizzle-orm';
import { posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { reports, verificationRequests } from '../../db/schema/safety';
import type { Executor } from '../../platform/db/client';

export async function adminCounts(db: Executor) {
  const since = new Date();
  since.setUTCHours(0, 0, 0, 0);
  const [members, postsToday, openReports, pending] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(profiles),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(gte(posts.createdAt, since)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.status, 'open')),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationRequests)
      .where(eq(verificationRequests.status, 'pending')),
  ]);
  return {
    members: members[0]?.n ?? 0,
    postsToday: postsToday[0]?.n ?? 0,
    openReports: openReports[0]?.n ?? 0,
    pendingVerifications: pending[0]?.n ?? 0,
  };
}
