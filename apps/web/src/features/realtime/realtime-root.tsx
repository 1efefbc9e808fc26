import { useEffect } from 'react';
import { startRealtime } from '@/lib/realtime';

/** Keeps the realtime connection open while someone is signed in; mounted by the app shell. */
export function RealtimeRoot() {
  useEffect(() => startRealtime(), []);
  return null;
}
