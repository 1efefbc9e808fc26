/**
 * Whether a user has a socket on this very process (issue 39). A notification written here for
 * such a user reaches that socket as soon as it commits, so no web push is needed and no job has
 * to decide so. Sockets on other processes are not known here: for those users the delivery job
 * asks every process.
 */
export interface SocketsHere {
  has(userId: string): boolean;
}

/** Nobody until the realtime server is attached (`attach`), as in a process without one. */
export function createSocketsHere(): SocketsHere & {
  attach(lookup: (userId: string) => boolean): void;
} {
  let lookup: (userId: string) => boolean = () => false;
  return {
    has: (userId) => lookup(userId),
    attach(next) {
      lookup = next;
    },
  };
}
