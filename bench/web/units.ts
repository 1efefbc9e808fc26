/** Units of the web report: KB = 1024 bytes; times in whole milliseconds; dates in UTC. */
export const KB = 1024;
export const when = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
export const kb = (bytes: number): string => (bytes / KB).toFixed(1);
export const ms = (value: number): string => `${Math.round(value)} ms`;
