import { everyone, type MatrixRow } from '../../test/authorization/matrix';

const elsewhere = { anonymous: 404, unverified: 404, owner: 404, stranger: 404, follower: 404 };

export const devMailboxMatrix: MatrixRow[] = (
  ['/api/dev/mailbox', '/dev/mailbox'] as const
).flatMap((url): MatrixRow[] => [
  { route: `GET ${url}`, case: 'from this machine', request: () => ({ url }), expect: everyone },
  {
    route: `GET ${url}`,
    case: 'from another machine (it holds sign-in links)',
    request: () => ({ url, remoteAddress: '203.0.113.7' }),
    expect: elsewhere,
  },
]);
