import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * The browser's Back closes an open dialog or sheet first, as a phone's Back does in an app: an open
 * dialog adds a history entry (the same address, marked in `history.state`), Back leaves it and the
 * dialog closes. A dialog closed otherwise (its button, Escape) takes its entry away again. One that
 * closes because a link or a finished form went to another page cannot (the router may still be
 * loading that page, and going back would cancel it): its entry stays, and Back or Forward steps over
 * it. The browser's own history is the only state; React Router reads its part of each entry and
 * ignores the rest.
 */

const stateKey = 'aebroDialogs';

/** The tokens of the dialogs whose entries lead up to the current one, oldest first. */
function tokensOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const tokens: unknown = (state as Record<string, unknown>)[stateKey];
  return Array.isArray(tokens) ? tokens.filter((token) => typeof token === 'string') : [];
}

/** An entry's place in the history: React Router's index, then how many dialog entries deep. */
function positionOf(state: unknown): [number, number] {
  const index =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>).idx : 0;
  return [typeof index === 'number' ? index : 0, tokensOf(state).length];
}

function isBefore(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

// Module state, as the browser's history is one for the page: the dialogs open now (by the token
// of their entry) and where the page last was in the history.
const openTokens = new Set<string>();
let lastSeen: [number, number] | null = null;
let made = 0;
/** The page is being left for another document: going back now would cancel that. */
let leaving = false;

/** Steps over an entry left by a dialog that is no longer open, the way the person was going. */
function skipLeftEntries(): void {
  const position = positionOf(window.history.state);
  const from = lastSeen;
  lastSeen = position;
  if (!tokensOf(window.history.state).some((token) => !openTokens.has(token))) return;
  // Router navigations are not seen here, but they only ever go forward from what was last seen:
  // coming from the same place or later means going back.
  if (from && isBefore(from, position)) window.history.forward();
  else window.history.back();
}

/**
 * Starts following the history; the app calls it once at start, so that an entry left by a dialog
 * before a reload is stepped over too. Positions count within one page load (each load's router
 * counts from 0), which is all a popstate can move between.
 */
export function watchDialogHistory(): void {
  if (lastSeen) return;
  lastSeen = positionOf(window.history.state);
  window.addEventListener('popstate', skipLeftEntries);
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
    lastSeen = positionOf(window.history.state);
  });
}

/** While `open`, Back calls `close` instead of leaving the page. Used by Dialog (and so Sheet). */
export function useBackCloses(open: boolean, close: () => void): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });
  // A dialog that stays open when asked to close (busy) gets a new entry for the next Back.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!open) return;
    watchDialogHistory();
    made += 1;
    const token = `${Date.now().toString(36)}-${made}`;
    const state: unknown = window.history.state;
    window.history.pushState(
      {
        ...(typeof state === 'object' && state !== null ? state : {}),
        [stateKey]: [...tokensOf(state), token],
      },
      '',
    );
    openTokens.add(token);
    lastSeen = positionOf(window.history.state);
    let left = false;
    const onPopState = (): void => {
      if (tokensOf(window.history.state).includes(token)) return;
      left = true;
      openTokens.delete(token);
      window.removeEventListener('popstate', onPopState);
      closeRef.current();
      setRound((count) => count + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (left) return;
      openTokens.delete(token);
      // Once this render's other effects have run: a dialog opened in the same moment (one that
      // follows this one) has pushed its entry by then, and this one's is no longer to be taken.
      setTimeout(() => {
        const tokens = tokensOf(window.history.state);
        if (tokens[tokens.length - 1] !== token || leaving) return;
        if (router !== undefined && router.state.navigation.state !== 'idle') return;
        window.history.back();
      }, 0);
    };
  }, [open, round, router]);
}
