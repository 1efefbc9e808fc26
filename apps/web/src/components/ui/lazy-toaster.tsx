import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from './toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** The Toaster, mounted from the first toast on (see toast.ts): sonner is not in the first download. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
