import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postErrorKey } from './post-errors';

export interface ConfirmedDelete {
  confirming: boolean;
  busy: boolean;
  error: string | null;
  /** Opens the confirmation. */
  ask: () => void;
  setConfirming: (open: boolean) => void;
  /** Runs the deletion; the dialog closes on success and shows the error otherwise. */
  confirm: () => void;
}

/** The state of a delete that is confirmed first (a post, a comment). */
export function useConfirmedDelete(remove: () => Promise<void>): ConfirmedDelete {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await remove();
      setConfirming(false);
    } catch (failure) {
      setError(t(postErrorKey(failure, 'other')));
    } finally {
      setBusy(false);
    }
  };
  return {
    confirming,
    busy,
    error,
    ask: () => {
      setError(null);
      setConfirming(true);
    },
    setConfirming,
    confirm: () => void run(),
  };
}
