import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({ email: z.string().trim().toLowerCase().min(3, 'too short') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, when first needed, and checks and transforms as zodResolver does', async () => {
    let loads = 0;
    const check = lazyZodResolver(async () => {
      loads += 1;
      return schema;
    });
    expect(loads).toBe(0);
    const refused = await check.resolver({ email: 'a' }, undefined, options);
    expect(refused.errors.email?.message).toBe('too short');
    const passed = await check.resolver({ email: ' Selam@Example.com ' }, undefined, options);
    expect(passed.values).toEqual({ email: 'selam@example.com' });
    check.preload();
    expect(loads).toBe(1);
  });

  it('tries the load again after it failed (a lost connection), instead of failing for good', async () => {
    let attempt = 0;
    const check = lazyZodResolver(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return schema;
    });
    await expect(check.resolver({ email: 'abc' }, undefined, options)).rejects.toThrow('offline');
    const passed = await check.resolver({ email: 'abc' }, undefined, options);
    expect(passed.values).toEqual({ email: 'abc' });
    expect(attempt).toBe(2);
  });
});
