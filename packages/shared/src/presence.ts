/**
 * Presence timings (SPEC §4), kept free of zod: the browser imports this on every signed-in screen.
 */
export const presenceTimings = {
  /** Heartbeat while the page is visible. */
  heartbeatMs: 60_000,
  /** Offline this long after the page is hidden. */
  hiddenGraceMs: 30_000,
  /** A heartbeat keeps a person online for this long (a missed beat or two is forgiven). */
  onlineTtlSeconds: 90,
} as const;
