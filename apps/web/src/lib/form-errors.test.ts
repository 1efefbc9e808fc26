import { describe, expect, it, vi } from 'vitest';
import { applyServerIssues, validationKeyOf } from './form-errors';

describe('server validation issues', () => {
  it('finds the key of an English validation text', () => {
    expect(validationKeyOf('Please enter your full name with at least 2 characters.')).toBe(
      'validation.fullNameMin',
    );
    expect(validationKeyOf('Something else')).toBeNull();
  });

  it("puts each issue on its field ('body.fullName' → fullName), translated when it can be", () => {
    const setError = vi.fn();
    const applied = applyServerIssues(
      [
        {
          path: 'body.fullName',
          message: 'Please enter your full name with at least 2 characters.',
        },
        { path: 'body.email', message: 'Not quite an address' },
        { path: 'body.unknown', message: 'ignored' },
      ],
      ['fullName', 'email'],
      setError,
    );
    expect(applied).toBe(2);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'fullName',
      { type: 'server', message: 'validation.fullNameMin' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'email',
      { type: 'server', message: 'Not quite an address' },
      { shouldFocus: false },
    );
  });
});
