/**
 * A place where a fault test may kill the process: with NODE_ENV=test and AEBRO_CRASH_POINT set to
 * its name, reaching it ends the process at once with SIGKILL (no clean-up, as a power cut would).
 * Anywhere else it does nothing.
 */
export function crashPoint(name: string): void {
  if (process.env.NODE_ENV === 'test' && process.env.AEBRO_CRASH_POINT === name)
    process.kill(process.pid, 'SIGKILL');
}
