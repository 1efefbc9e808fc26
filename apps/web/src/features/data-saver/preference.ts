import { useSyncExternalStore } from 'react';
import { dataSaverChoice, dataSaverOn, subscribe, type DataSaverChoice } from './choice';

export function useDataSaverChoice(): DataSaverChoice {
  return useSyncExternalStore(subscribe, dataSaverChoice, () => 'auto');
}

/** Whether images should wait for a tap; re-renders when the choice or the connection changes. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}
