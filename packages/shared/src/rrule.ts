import * as rruleModule from 'rrule';

/**
 * The `rrule` library, whichever way it was loaded: bundlers (Vite, Vitest) take its ES module build,
 * while Node, which runs the built server with npm packages outside the bundle, loads its UMD
 * build as CommonJS, whose names Node cannot list; there they are on the default export.
 */
const rrule: typeof rruleModule =
  (rruleModule as typeof rruleModule & { default?: typeof rruleModule }).default ?? rruleModule;

export const { RRule } = rrule;
export type { Options as RRuleOptions } from 'rrule';

/** A floating date for rrule: the day at 00:00 UTC, which rrule reads as the day itself. */
export function rruleDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}
