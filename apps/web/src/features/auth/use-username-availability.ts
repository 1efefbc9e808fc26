import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { limits, usernamePattern } from '@aebro/shared/account-rules';
import { checkUsername } from './auth-api';

/** SPEC §4: idle, checking, available, taken; plus the two inline rules that need no lookup. */
export type UsernameStatus =
  'idle' | 'tooShort' | 'tooLong' | 'invalidCharacters' | 'checking' | 'available' | 'taken';

/** The rule-only part: what can be said about a username without asking the server. */
function localUsernameStatus(
  username: string,
): 'idle' | 'tooShort' | 'tooLong' | 'invalidCharacters' | null {
  const value = username.trim();
  if (value === '') return 'idle';
  if (!usernamePattern.test(value)) return 'invalidCharacters';
  if (value.length < limits.usernameMin) return 'tooShort';
  if (value.length > limits.usernameMax) return 'tooLong';
  return null;
}

export function usernameQueryKey(username: string): readonly ['username-availability', string] {
  return ['username-availability', username.trim().toLowerCase()];
}

/** The live username check: the lookup runs 500 ms after typing stops (SPEC §5). */
export function useUsernameAvailability(username: string): UsernameStatus {
  const [settled, setSettled] = useState(username);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(username), limits.usernameAvailabilityDebounceMs);
    return () => clearTimeout(timer);
  }, [username]);

  const local = localUsernameStatus(username);
  const waiting = settled !== username;
  const lookup = useQuery({
    queryKey: usernameQueryKey(settled),
    queryFn: ({ signal }) => checkUsername(settled.trim(), signal),
    enabled: local === null && !waiting,
    staleTime: 30_000,
    retry: false,
  });

  if (local !== null) return local;
  if (waiting) return 'idle';
  if (lookup.data) return lookup.data.available ? 'available' : 'taken';
  // A failed lookup says nothing: the server checks again when the form is sent.
  return lookup.isFetching ? 'checking' : 'idle';
}
