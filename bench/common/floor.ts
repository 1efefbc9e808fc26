import autocannon from 'autocannon';

/**
 * The host's API floor (issue 39): what this machine gives a signed-in request that reads the
 * database, `GET /api/v1/notifications/unread-count` (the session and one small count) at 8
 * connections, cycling through the cookies given. Hosts here differ by 3×; each benchmark records
 * this beside its figures so that runs on different hosts can be compared (the feed benchmark
 * measures it in its own run, under the same name).
 */
export async function measureFloor(
  baseUrl: string,
  cookies: readonly string[],
  seconds = 5,
): Promise<number> {
  const requests = cookies.map((cookie) => ({
    method: 'GET' as const,
    path: '/api/v1/notifications/unread-count',
    headers: { cookie },
  }));
  // A short warm-up (connections, the session cache, the statement's plan) first.
  await autocannon({ url: baseUrl, connections: 8, duration: 2, requests });
  const result = await autocannon({ url: baseUrl, connections: 8, duration: seconds, requests });
  return result['2xx'] / result.duration;
}
