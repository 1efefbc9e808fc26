import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver whose shared schema (and zod with it) loads when the form first needs it, not
 * with the screen: the sign-in and sign-up forms are the first screen a new member sees, and zod is
 * about 40 KB of it (gzip). `preload` starts the load early, when a field takes the focus.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = (): Promise<Resolver<Input, unknown, Output>> =>
    (loading ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
