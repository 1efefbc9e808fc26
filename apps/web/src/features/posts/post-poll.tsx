import Check from 'lucide-react/icons/check';
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Poll } from '@aebro/shared/polls';
import { Button } from '@/components/ui/button';
import { numberFormat } from '@/lib/locale-format';
import { useDateFormat } from '@/lib/use-date-format';
import { updateCachedPost } from './post-cache';
import { formatUntil } from './poll-time';
import { votePoll, withdrawPollVote } from './posts-api';
import { ApiRequestError } from '@/lib/api';

/** The failure of a vote in our words: a closed poll says so; anything else asks to try again. */
function voteErrorKey(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 409
    ? 'posts.poll.closedError'
    : 'posts.poll.failed';
}

/**
 * A post's poll (issue 36): radio buttons (one choice) or checkboxes (several) and a Vote button;
 * once I voted, or the poll closed, the results as bars with percentages and counts, my choices
 * marked. The counts of others' votes only: who voted is never shown.
 */
export function PostPoll({ postId, poll }: { postId: string; poll: Poll }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const format = useDateFormat();
  const [choices, setChoices] = useState<string[]>(poll.myChoices);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const number = numberFormat(i18n.resolvedLanguage);

  const apply = async (request: Promise<Poll>): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await request;
      setChoices(next.myChoices);
      updateCachedPost(queryClient, postId, (post) => ({ ...post, poll: next }));
    } catch (error) {
      setFailure(t(voteErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };
  const onVote = (event: FormEvent): void => {
    event.preventDefault();
    if (busy || choices.length === 0) return;
    void apply(votePoll(postId, choices));
  };
  const toggle = (optionId: string, checked: boolean): void =>
    setChoices((current) =>
      poll.multiple
        ? checked
          ? [...current, optionId]
          : current.filter((choice) => choice !== optionId)
        : [optionId],
    );

  const status = poll.closed
    ? t('posts.poll.closed')
    : t('posts.poll.closesIn', { when: formatUntil(poll.closesAt, format.language) });
  const voters = t('posts.poll.voters', { count: poll.totalVoters });
  const footer = (
    <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
      <span>{voters}</span>
      <span aria-hidden="true">·</span>
      <span>{status}</span>
    </p>
  );
  const error = failure ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {failure}
    </p>
  ) : null;

  if (!poll.resultsVisible)
    return (
      <form
        onSubmit={onVote}
        className="flex flex-col gap-2 rounded-lg border p-3"
        aria-busy={busy}
      >
        <fieldset className="flex flex-col gap-1.5" disabled={busy}>
          <legend className="mb-1 text-sm font-medium">
            {t(poll.multiple ? 'posts.poll.pickMany' : 'posts.poll.pickOne')}
          </legend>
          {poll.options.map((option) => (
            <label
              key={option.id}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input
                type={poll.multiple ? 'checkbox' : 'radio'}
                name={`${id}-choice`}
                value={option.id}
                checked={choices.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
                className="size-4 accent-primary"
              />
              <span className="min-w-0 break-words">{option.text}</span>
            </label>
          ))}
        </fieldset>
        {error}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {footer}
          <Button type="submit" size="sm" disabled={busy || choices.length === 0}>
            {busy ? t('posts.poll.voting') : t('posts.poll.vote')}
          </Button>
        </div>
      </form>
    );

  const total = poll.options.reduce((sum, option) => sum + (option.votes ?? 0), 0);
  return (
    <section className="flex flex-col gap-2 rounded-lg border p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {t(poll.closed ? 'posts.poll.finalResults' : 'posts.poll.results')}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {poll.options.map((option) => {
          const votes = option.votes ?? 0;
          const percent = total === 0 ? 0 : Math.round((votes / total) * 100);
          const mine = poll.myChoices.includes(option.id);
          return (
            <li
              key={option.id}
              className="relative overflow-hidden rounded-md border px-3 py-2 text-sm"
            >
              <span
                aria-hidden="true"
                className={`absolute inset-y-0 left-0 ${mine ? 'bg-primary/25' : 'bg-muted'}`}
                style={{ width: `${percent}%` }}
              />
              <span className="relative flex items-center justify-between gap-3">
                <span className="flex min-w-0 items-center gap-1.5 break-words">
                  {mine ? (
                    <>
                      <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span className="sr-only">{t('posts.poll.yourChoice')}</span>
                    </>
                  ) : null}
                  {option.text}
                </span>
                <span className="shrink-0 tabular-nums">
                  {t('posts.poll.result', { percent: number.format(percent), count: votes })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {error}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {footer}
        {!poll.closed && poll.myChoices.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => void apply(withdrawPollVote(postId))}
          >
            {t('posts.poll.withdraw')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
