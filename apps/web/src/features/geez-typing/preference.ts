import { useSyncExternalStore } from 'react';
import { storedChoice } from '@/lib/stored-choice';

/** Whether the Ge'ez typing aid is on: a choice of this device, like the theme. */
const choice = storedChoice<boolean>({
  key: 'aebro.geezTyping',
  parse: (value) => value === 'on',
  fallback: false,
  serialize: (on) => (on ? 'on' : 'off'),
});

export const geezTypingOn = choice.get;
export const setGeezTyping = choice.set;

/** The choice made in Settings → Appearance or with the button beside a text box. */
export function useGeezTypingPreference(): boolean {
  return useSyncExternalStore(choice.subscribe, geezTypingOn, () => false);
}
