import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Draft } from '@aebro/shared/drafts';
import type { Post } from '@aebro/shared/posts';
import { useCalendarPreference } from '@/lib/calendar-preference';
import type { ComposerValues } from './composer-schema';
import { draftRequest } from './draft-request';
import { draftKeys, publishDraft, saveDraft } from './drafts-api';
import {
  memberTimeZone,
  scheduleInstant,
  scheduleValueOf,
  type ScheduleValue,
} from './schedule-time';

/** What happened to the composer's content: kept, scheduled, or published from a draft. */
export type ComposerOutcome =
  | { kind: 'saved'; draft: Draft }
  | { kind: 'scheduled'; draft: Draft }
  | { kind: 'published'; post: Post };

interface Options {
  form: UseFormReturn<ComposerValues>;
  imageKeys: string[];
  communityId: string | undefined;
  draft: Draft | undefined;
  profileZone: string | null | undefined;
}

/**
 * The composer's drafts and schedule (issue 36): the picked time (in the member's zone, the
 * calendar they read dates in first), and the requests that keep, schedule or publish a draft.
 */
export function useComposerLater({ form, imageKeys, communityId, draft, profileZone }: Options) {
  const queryClient = useQueryClient();
  const calendar = useCalendarPreference();
  const timeZone = memberTimeZone(profileZone);
  const [scheduling, setScheduling] = useState(Boolean(draft?.scheduledAt));
  const [when, setWhen] = useState<ScheduleValue>(() =>
    scheduleValueOf(
      draft?.scheduledAt ? new Date(draft.scheduledAt) : null,
      timeZone,
      calendar === 'gregorian' ? 'gregorian' : 'ethiopian',
    ),
  );
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const [savingDraft, setSavingDraft] = useState(false);

  const kept = async (values: ComposerValues, scheduledAt: string | null): Promise<Draft> => {
    const saved = await saveDraft(
      draft?.id,
      draftRequest(values, imageKeys, communityId, scheduledAt),
    );
    await queryClient.invalidateQueries({ queryKey: draftKeys.all });
    return saved;
  };

  return {
    timeZone,
    scheduling,
    setScheduling: (open: boolean) => {
      setScheduling(open);
      setScheduleError(undefined);
    },
    when,
    setWhen: (value: ScheduleValue) => {
      setWhen(value);
      setScheduleError(undefined);
    },
    scheduleError,
    setScheduleError,
    savingDraft,
    /** The instant picked, or null (with the picker's error set) when it is not in the future. */
    pickedInstant(pastText: string): string | null {
      const instant = scheduleInstant(when, timeZone);
      if (Number.isNaN(instant.getTime()) || instant.getTime() <= Date.now()) {
        setScheduleError(pastText);
        return null;
      }
      return instant.toISOString();
    },
    async saveAsDraft(): Promise<ComposerOutcome> {
      setSavingDraft(true);
      try {
        return { kind: 'saved', draft: await kept(form.getValues(), null) };
      } finally {
        setSavingDraft(false);
      }
    },
    async schedule(values: ComposerValues, at: string): Promise<ComposerOutcome> {
      return { kind: 'scheduled', draft: await kept(values, at) };
    },
    /** "Post" on an opened draft: its content as edited, then published once. */
    async publishOpened(values: ComposerValues, id: string): Promise<ComposerOutcome> {
      await kept(values, null);
      const post = await publishDraft(id);
      await queryClient.invalidateQueries({ queryKey: draftKeys.all });
      return { kind: 'published', post };
    },
  };
}
