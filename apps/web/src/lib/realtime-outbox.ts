import { realtimeLimits } from '@aebro/shared/realtime';

/** What the browser sends the server, one event each. */
export type Outgoing =
  | { kind: 'join'; room: string }
  | { kind: 'leave'; room: string }
  | { kind: 'typing'; room: string; at: number };

export interface Outbox {
  /** Queues an event (a second join or leave of a room is one; a second typing only updates it). */
  send(item: Outgoing): void;
  /** A new connection: nothing sent on it yet, and nothing of the old one left to send. */
  reset(): void;
}

/**
 * The server takes at most `realtimeLimits.eventsPerSecond` events a second from a socket and drops
 * the rest, joins, leaves and typing notices alike. So everything the browser sends goes out through
 * this outbox, at most that many in any window of `sendWindowMs` (a second, and a margin for the
 * network bunching them up on the way): a page that leaves one room, joins another and is typed in
 * at once gets all of it through, a little later rather than never. `stillWanted` drops what no
 * longer says anything when its turn comes; `deliver` emits it on the connection.
 */
export function createOutbox(wiring: {
  connected(): boolean;
  stillWanted(item: Outgoing): boolean;
  deliver(item: Outgoing): void;
}): Outbox {
  const outbox: Outgoing[] = [];
  /** When the current connection's recent events went out. */
  const sentAt: number[] = [];
  const sendWindowMs = 1250;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function pump(): void {
    // Offline: a connect resets the outbox and queues the joins of every room again.
    if (timer !== undefined || !wiring.connected()) return;
    for (let item = outbox.shift(); item !== undefined; item = outbox.shift()) {
      if (!wiring.stillWanted(item)) continue;
      const now = Date.now();
      while (sentAt.length > 0 && (sentAt[0] ?? 0) <= now - sendWindowMs) sentAt.shift();
      if (sentAt.length >= realtimeLimits.eventsPerSecond) {
        outbox.unshift(item);
        timer = setTimeout(
          () => {
            timer = undefined;
            pump();
          },
          (sentAt[0] ?? now) + sendWindowMs - now,
        );
        return;
      }
      sentAt.push(now);
      wiring.deliver(item);
    }
  }

  return {
    send(item) {
      const same = outbox.find((queued) => queued.kind === item.kind && queued.room === item.room);
      if (same?.kind === 'typing' && item.kind === 'typing') same.at = item.at;
      else if (!same) outbox.push(item);
      pump();
    },
    reset() {
      outbox.length = 0;
      sentAt.length = 0;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
