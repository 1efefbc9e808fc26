import type { CreatePoll } from '@aebro/shared/polls';

/** The composer's poll as typed: option texts, one or several choices, hours open (a select's value). */
export interface PollDraft {
  options: Array<{ text: string }>;
  multiple: boolean;
  hours: string;
}

export const emptyPollDraft = (): PollDraft => ({
  options: [{ text: '' }, { text: '' }],
  multiple: false,
  hours: '24',
});

/** The poll of the create-post request: it closes the chosen number of hours from now. */
export function pollRequest(draft: PollDraft, now: number = Date.now()): CreatePoll {
  return {
    options: draft.options.map((option) => option.text),
    multiple: draft.multiple,
    closesAt: new Date(now + Number(draft.hours) * 3600_000).toISOString(),
  };
}
