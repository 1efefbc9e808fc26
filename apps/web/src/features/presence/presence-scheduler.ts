export interface PresenceSchedulerOptions {
  /** Tells the server; failures are the caller's to swallow. */
  send: (online: boolean) => void;
  /** The goodbye when the page goes away: must survive the unload (a beacon). */
  sendOnUnload: () => void;
  isVisible: () => boolean;
  /** SPEC §4: online every 60 s while the page is visible… */
  heartbeatMs: number;
  /** …and offline 30 s after it is hidden. */
  hiddenGraceMs: number;
  now?: () => number;
}

export interface PresenceScheduler {
  start: () => void;
  /** The page was shown or hidden. */
  onVisibilityChange: () => void;
  /** The page is going away (pagehide). */
  onUnload: () => void;
  /** Stops every timer without telling the server (the component unmounts). */
  stop: () => void;
}

/**
 * The presence heartbeat of SPEC §4. While the page is visible it says "online" at once and every
 * `heartbeatMs`. When the page is hidden it keeps quiet, and says "offline" if it stays hidden for
 * `hiddenGraceMs`. Coming back says "online" again when the last heartbeat is due or the offline
 * went out. Leaving the page says "offline" with a beacon.
 */
export function createPresenceScheduler({
  send,
  sendOnUnload,
  isVisible,
  heartbeatMs,
  hiddenGraceMs,
  now = Date.now,
}: PresenceSchedulerOptions): PresenceScheduler {
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let offlineTimer: ReturnType<typeof setTimeout> | undefined;
  let online = false;
  let lastBeatAt = 0;

  const beat = (): void => {
    online = true;
    lastBeatAt = now();
    send(true);
  };
  const startBeating = (): void => {
    beat();
    heartbeat = setInterval(() => {
      if (isVisible()) beat();
    }, heartbeatMs);
  };
  const stopTimers = (): void => {
    clearInterval(heartbeat);
    clearTimeout(offlineTimer);
    heartbeat = undefined;
    offlineTimer = undefined;
  };
  const goOffline = (): void => {
    stopTimers();
    if (!online) return;
    online = false;
    send(false);
  };

  return {
    start() {
      stopTimers();
      if (isVisible()) startBeating();
    },
    onVisibilityChange() {
      if (isVisible()) {
        clearTimeout(offlineTimer);
        offlineTimer = undefined;
        if (heartbeat === undefined) startBeating();
        else if (now() - lastBeatAt >= heartbeatMs) beat();
      } else if (heartbeat !== undefined && offlineTimer === undefined) {
        offlineTimer = setTimeout(goOffline, hiddenGraceMs);
      }
    },
    onUnload() {
      stopTimers();
      if (!online) return;
      online = false;
      sendOnUnload();
    },
    stop: stopTimers,
  };
}
