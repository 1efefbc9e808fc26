import { storedChoice } from '@/lib/stored-choice';

/**
 * Data saver (issue 18): images wait for a tap, with their size, and the smallest copies are used.
 * `auto` (the default) turns it on when the browser reports Save-Data or a slow connection.
 */
export const dataSaverChoices = ['auto', 'on', 'off'] as const;
export type DataSaverChoice = (typeof dataSaverChoices)[number];

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

const choice = storedChoice<DataSaverChoice>({
  key: 'aebro.dataSaver',
  parse: (value) => dataSaverChoices.find((known) => known === value) ?? null,
  fallback: 'auto',
  // `auto` follows the connection: a change of it is a change of the answer.
  also: (notify) => {
    connection()?.addEventListener('change', notify);
    return () => connection()?.removeEventListener('change', notify);
  },
});

/** Whether the browser asks to save data: Save-Data, or a 2G-like connection. */
export function connectionIsSlow(): boolean {
  const info = typeof navigator === 'undefined' ? undefined : connection();
  if (!info) return false;
  return info.saveData === true || ['slow-2g', '2g'].includes(info.effectiveType ?? '');
}

export const dataSaverChoice = choice.get;
export const setDataSaverChoice = choice.set;
export const subscribe = choice.subscribe;

/** Whether data saver is on now. */
export function dataSaverOn(): boolean {
  const current = choice.get();
  return current === 'on' || (current === 'auto' && connectionIsSlow());
}
