import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { UsernameStatus } from './use-username-availability';

const texts: Record<Exclude<UsernameStatus, 'idle'>, string> = {
  tooShort: 'validation.usernameShort',
  tooLong: 'validation.usernameMax',
  invalidCharacters: 'validation.usernameChars',
  checking: 'auth.username.checking',
  available: 'auth.username.available',
  taken: 'auth.username.taken',
};

/** The username's live state, read out politely as it changes. */
export function UsernameStatusText({ status }: { status: UsernameStatus }) {
  const { t } = useTranslation();
  const good = status === 'available';
  const bad =
    status === 'taken' ||
    status === 'tooShort' ||
    status === 'tooLong' ||
    status === 'invalidCharacters';
  return (
    <span
      aria-live="polite"
      className={cn(
        'flex min-h-5 items-center gap-1.5',
        good && 'text-primary',
        bad && 'text-destructive',
      )}
    >
      {status === 'checking' ? (
        <LoaderCircle
          className="size-4 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        />
      ) : null}
      {good ? <CircleCheck className="size-4" aria-hidden="true" /> : null}
      {bad ? <CircleX className="size-4" aria-hidden="true" /> : null}
      {status === 'idle' ? null : t(texts[status])}
    </span>
  );
}
