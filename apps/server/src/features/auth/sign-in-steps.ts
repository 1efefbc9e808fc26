import type { Platform } from '../../platform/context';

/**
 * What areas above auth do when someone signs in (docs/decisions/area-order.md): each step may add
 * fields to the sign-in answer (my-data cancels an account deletion and says so). Areas add their
 * step when their module starts; auth never imports them.
 */
export type SignInStep = (platform: Platform, userId: string) => Promise<Record<string, unknown>>;

const steps: SignInStep[] = [];

export function addSignInStep(step: SignInStep): void {
  if (!steps.includes(step)) steps.push(step);
}

/** Runs every step for a sign-in just made, in the order they were added; their fields merged. */
export async function runSignInSteps(
  platform: Platform,
  userId: string,
): Promise<Record<string, unknown>> {
  let fields: Record<string, unknown> = {};
  for (const step of steps) fields = { ...fields, ...(await step(platform, userId)) };
  return fields;
}
