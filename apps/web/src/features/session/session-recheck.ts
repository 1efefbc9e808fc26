export interface SessionRecheckOptions {
  /** When the session was last checked (ms since the epoch); 0 when never. */
  lastCheckedAt: () => number;
  /** Asks the server; failures are the caller's to handle. */
  check: () => Promise<void>;
  /** SPEC §4: the check runs 1 s after the user comes back. */
  delayMs?: number;
  /** …and is skipped within 30 s of the last check. */
  minIntervalMs?: number;
  now?: () => number;
}

export interface SessionRecheck {
  /** The tab became visible or got the focus. */
  onReturn: () => void;
  dispose: () => void;
}

/** Schedules the return-to-tab session check of SPEC §4: after 1 s, at most every 30 s, one at a time. */
export function createSessionRecheck({
  lastCheckedAt,
  check,
  delayMs = 1000,
  minIntervalMs = 30_000,
  now = Date.now,
}: SessionRecheckOptions): SessionRecheck {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  return {
    onReturn() {
      if (timer !== undefined || running) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (now() - lastCheckedAt() < minIntervalMs) return;
        running = true;
        void check().finally(() => {
          running = false;
        });
      }, delayMs);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
