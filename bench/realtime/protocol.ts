// Messages between the benchmark and its socket-client processes (over the IPC channel).

export interface ConnectRequest {
  type: 'connect';
  url: string;
  users: Array<{ id: string; cookie: string }>;
  concurrency: number;
}

export type ToWorker = ConnectRequest | { type: 'close' };

export interface ConnectReport {
  type: 'connected';
  connected: number;
  failed: number;
  retries: number;
  errors: string[];
  seconds: number;
  /** Sockets this process holds in total. */
  open: number;
}

export interface DeliveryReport {
  type: 'notification';
  userId: string;
  actorId: string;
  /** Wall-clock ms (performance.timeOrigin + now) when the socket got it. */
  at: number;
}

export type FromWorker =
  | ConnectReport
  | DeliveryReport
  | { type: 'progress'; connected: number }
  | { type: 'disconnected'; reason: string }
  | { type: 'closed' }
  | { type: 'ready'; openFilesLimit: number };
