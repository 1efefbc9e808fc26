import { createContext, useContext } from 'react';

/** Whether the right column is on screen, so that a page does not show the same thing twice. */
export const RightColumnContext = createContext(false);

export function useRightColumnShown(): boolean {
  return useContext(RightColumnContext);
}
