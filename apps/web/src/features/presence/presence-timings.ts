import { presenceTimings } from '@aebro/shared/presence';

/** SPEC §4: online every 60 s while visible, offline 30 s after hidden. */
export const heartbeatTimings = {
  heartbeatMs: presenceTimings.heartbeatMs,
  hiddenGraceMs: presenceTimings.hiddenGraceMs,
} as const;
