import {
  localDateTime,
  updateFollowingSchema,
  type CreateEvent,
  type Event,
  type UpdateEvent,
  type UpdateFollowing,
} from '@aebro/shared/events';
import { createEventRequestSchema } from '@aebro/shared/recurrence';
import type { PickedImage } from '@/features/communities/image-picker';
import { ApiRequestError } from '@/lib/api';
import { validationKeyOf } from '@/lib/form-errors';
import { formSchema } from '@/lib/form-schema';
import { noRepeat, recurrenceOf, repeatValuesOf, type RepeatValues } from './recurrence-form';

/** The event form's fields as typed (strings for inputs), before they become an API request. */
export interface EventFormValues extends RepeatValues {
  title: string;
  description: string;
  category: string;
  online: boolean;
  city: string;
  address: string;
  onlineUrl: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  capacity: string;
  cover: PickedImage;
  communityId: string;
}

export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function emptyEventForm(communityId = ''): EventFormValues {
  return {
    title: '',
    description: '',
    category: '',
    online: false,
    city: '',
    address: '',
    onlineUrl: '',
    startsAt: '',
    endsAt: '',
    timeZone: browserZone(),
    capacity: '',
    cover: { key: undefined, previewUrl: null },
    communityId,
    ...noRepeat,
  };
}

export function eventFormOf(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    category: event.category ?? '',
    online: event.online,
    city: event.city ?? '',
    address: event.address,
    onlineUrl: event.onlineUrl ?? '',
    startsAt: localDateTime(new Date(event.startsAt), event.timeZone),
    endsAt: localDateTime(new Date(event.endsAt), event.timeZone),
    timeZone: event.timeZone,
    capacity: event.capacity === null ? '' : String(event.capacity),
    cover: { key: undefined, previewUrl: event.coverUrl },
    communityId: event.community?.id ?? '',
    // An occurrence is edited on its own ("move one"): its series' rule stays as it is.
    ...noRepeat,
  };
}

/** "This and following": the occurrence's details with its series' current rule and end. */
export function followingFormOf(event: Event): EventFormValues {
  const values = eventFormOf(event);
  return event.series ? { ...values, ...repeatValuesOf(event.series.recurrence) } : values;
}

/** The form's values as the API takes them (a recurrence only for an event that repeats). */
export function eventInputOf(values: EventFormValues): CreateEvent {
  const capacity = values.capacity.trim();
  const recurrence = recurrenceOf(values, values.startsAt);
  return {
    title: values.title,
    description: values.description,
    category: (values.category || null) as CreateEvent['category'],
    online: values.online,
    city: values.online ? null : values.city || null,
    address: values.online ? '' : values.address,
    onlineUrl: values.online ? values.onlineUrl.trim() || null : null,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    timeZone: values.timeZone,
    capacity: capacity === '' ? null : Number(capacity),
    ...(values.cover.key !== undefined ? { coverKey: values.cover.key } : {}),
    communityId: values.communityId || null,
    ...(recurrence ? { recurrence } : {}),
  };
}

/** An occurrence's edit ("only this one"): the form without the community and the rule. */
export function editInputOf(values: EventFormValues): UpdateEvent {
  const { communityId: _community, recurrence: _rule, ...rest } = eventInputOf(values);
  return rest;
}

/** "This and following": the edit with the rule; null while no rule is chosen (the form says so). */
export function followingInputOf(values: EventFormValues): UpdateFollowing | null {
  const { communityId: _community, recurrence, ...rest } = eventInputOf(values);
  return recurrence ? { ...rest, recurrence } : null;
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

const fieldOfPath: Record<string, keyof EventFormValues> = {
  coverKey: 'cover',
  recurrence: 'repeats',
};

/** The field that shows a problem at this path of the request. */
function fieldAt(path: readonly PropertyKey[]): keyof EventFormValues | null {
  const [first, second] = path.map(String);
  if (first === undefined) return null;
  if (first === 'recurrence' && second === 'end')
    return path.map(String).includes('count') ? 'count' : 'until';
  return fieldOfPath[first] ?? (first as keyof EventFormValues);
}

/** The form's fields that can show an error, in the form's order: the first gets the focus. */
export const eventFieldOrder = [
  'title',
  'description',
  'category',
  'city',
  'address',
  'onlineUrl',
  'startsAt',
  'endsAt',
  'timeZone',
  'capacity',
  'repeats',
  'count',
  'until',
  'communityId',
  'cover',
] as const satisfies ReadonlyArray<keyof EventFormValues>;

/** The form's values checked as the request they become (the same checks the server makes). */
export const eventFormSchema = formSchema<EventFormValues>(createEventRequestSchema, {
  request: eventInputOf,
  field: fieldAt,
});

/** The same for "this and following": a rule is required (`validation.recurrenceRequired`). */
export const followingFormSchema = formSchema<EventFormValues>(updateFollowingSchema, {
  request: (values) => followingInputOf(values) ?? { ...editInputOf(values), recurrence: null },
  field: fieldAt,
});

/** A server's refusal as field errors (its English validation texts become keys again). */
export function serverErrors(error: unknown): EventFormErrors | null {
  if (!(error instanceof ApiRequestError) || error.issues.length === 0) return null;
  const errors: EventFormErrors = {};
  for (const issue of error.issues) {
    const field = fieldAt(issue.path.replace(/^body\./, '').split('.'));
    if (field) errors[field] ??= validationKeyOf(issue.message) ?? issue.message;
  }
  return errors;
}
