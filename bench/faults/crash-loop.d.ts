/**
 * kill -9 of the server and of its embedded PostgreSQL under a write load (posts, comments, likes,
 * follows), again and again on the same DATA_DIR: every write the server acknowledged with a 2xx
 * must be there after the restart, and every counter must equal the rows it counts.
 */
export interface CrashLoopOptions {
    /** The repository (or a staged build) with apps/server/dist/main.js. */
    root: string;
    restarts: number;
    /** How long each round of writes lasts before the kill, in milliseconds. */
    loadMs?: number;
    workers?: number;
    log?: (line: string) => void;
}
export interface CrashLoopResult {
    restarts: number;
    restartsSucceeded: number;
    acknowledged: number;
    lost: string[];
    counterMismatches: string[];
    /** From the kill to a healthy server, per restart (ms). */
    recoveryMs: number[];
}
export declare function runCrashLoop(options: CrashLoopOptions): Promise<CrashLoopResult>;
