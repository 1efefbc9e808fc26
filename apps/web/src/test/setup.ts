import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './msw';

// Screens and dialogs are lazy chunks: the first one a test file opens is transformed on the spot,
// which takes more than a second on a busy machine. Wait for them as the browser would.
configure({ asyncUtilTimeout: 10_000 });

// Requests go to the handlers a test declares (msw.ts); one nobody answers is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// A console.error fails the test, as in the browser journeys: React's act and key warnings, a state
// update after unmount or an unexpected rejection would otherwise pass unseen. A plain wrapper rather
// than vi.spyOn, which a test's vi.restoreAllMocks() would undo before the check below.
const originalError = console.error;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    originalError(...args);
  };
});

// Registered before any test file's hooks, so it runs after their cleanup (hooks unwind as a stack).
afterEach(() => {
  console.error = originalError;
  const calls = logged;
  logged = [];
  if (calls.length > 0)
    throw new Error(
      `console.error was called ${calls.length} time(s) during the test:\n${calls
        .map((args) => `- ${args.map(printed).join(' ')}`)
        .join('\n')}`,
    );
});

function printed(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
