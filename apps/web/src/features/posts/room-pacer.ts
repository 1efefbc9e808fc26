/**
 * The server drops a client's events beyond 3 per second (SPEC §7), and joining or leaving a room is
 * an event. A feed that shows several cards at once would ask for all their rooms in the same instant,
 * so room changes wait their turn here: at most `perSecond` in any one-second window.
 */
export class RoomPacer {
  private readonly spent: number[] = [];
  private readonly queue: Array<() => void> = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Runs `grant` when a slot is free; the returned function withdraws a request not yet granted. */
  request(grant: () => void): () => void {
    this.queue.push(grant);
    this.drain();
    return () => {
      const index = this.queue.indexOf(grant);
      if (index >= 0) this.queue.splice(index, 1);
    };
  }

  /** Counts an event that was sent without waiting (e.g. leaving a room when a card goes away). */
  spend(): void {
    this.forget();
    this.spent.push(this.now());
  }

  private forget(): void {
    const windowStart = this.now() - 1000;
    while (this.spent.length > 0 && (this.spent[0] ?? 0) <= windowStart) this.spent.shift();
  }

  private drain(): void {
    this.forget();
    while (this.queue.length > 0 && this.spent.length < this.perSecond) {
      const grant = this.queue.shift();
      this.spent.push(this.now());
      grant?.();
    }
    if (this.queue.length > 0 && this.timer === undefined) {
      const wait = Math.max(0, (this.spent[0] ?? this.now()) + 1000 - this.now()) + 10;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.drain();
      }, wait);
    }
  }
}

// One per page, like the connection itself; 2 of the 3 allowed events leave room for other screens.
export const roomPacer = new RoomPacer(2);
