import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { communityErrorKey } from './community-errors';

describe('communityErrorKey', () => {
  it('tells the refusals of the server apart by status and reason', () => {
    const cases: Array<[ApiRequestError, string]> = [
      [
        new ApiRequestError(
          409,
          'CONFLICT',
          'A community with this name already exists. Choose another name.',
        ),
        'communities.errors.nameTaken',
      ],
      [
        new ApiRequestError(
          409,
          'CONFLICT',
          'You are the only admin of this community. Make another member an admin first.',
        ),
        'communities.errors.lastAdmin',
      ],
      [
        new ApiRequestError(
          403,
          'FORBIDDEN',
          'Your request to join was declined. An admin of the community can still approve it.',
        ),
        'communities.errors.declined',
      ],
      [
        new ApiRequestError(403, 'FORBIDDEN', 'Only the admins of this community can do this.'),
        'communities.errors.notAllowed',
      ],
      [
        new ApiRequestError(404, 'NOT_FOUND', 'This community does not exist.'),
        'communities.errors.gone',
      ],
      [new ApiRequestError(0, 'NETWORK', 'Network error'), 'communities.errors.network'],
      [new ApiRequestError(500, 'INTERNAL', 'Boom'), 'communities.errors.generic'],
    ];
    for (const [error, key] of cases) expect(communityErrorKey(error)).toBe(key);
    expect(communityErrorKey(new Error('other'), 'communities.manage.removeFailed')).toBe(
      'communities.manage.removeFailed',
    );
  });
});
