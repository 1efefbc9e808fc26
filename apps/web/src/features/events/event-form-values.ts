import {
  createEventSchema,
  localDateTime,
  type CreateEvent,
  type Event,
} from '@aebro/shared/events';
import type { PickedImage } from '@/features/communities/image-picker';
import { ApiRequestError } from '@/lib/api';
import { validationKeyOf } from '@/lib/form-errors';
import { formSchema } from '@/lib/form-schema';

/** The event form's fields as typed (strings for inputs), before they become an API request. */
export interface EventFormValues {
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
  };
}

/** The form's values as the API takes them. */
export function eventInputOf(values: EventFormValues): CreateEvent {
  const capacity = values.capacity.trim();
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
  };
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

const fieldOfPath: Record<string, keyof EventFormValues> = { coverKey: 'cover' };

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
  'communityId',
  'cover',
] as const satisfies ReadonlyArray<keyof EventFormValues>;

/** The form's values checked as the request they become (the same checks the server makes). */
export const eventFormSchema = formSchema<EventFormValues>(createEventSchema, {
  request: eventInputOf,
  field: ([first]) => (first === undefined ? null : (fieldOfPath[String(first)] ?? String(first))),
});

/** A server's refusal as field errors (its English validation texts become keys again). */
export function serverErrors(error: unknown): EventFormErrors | null {
  if (!(error instanceof ApiRequestError) || error.issues.length === 0) return null;
  const errors: EventFormErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    const field = fieldOfPath[path] ?? (path as keyof EventFormValues);
    errors[field] ??= validationKeyOf(issue.message) ?? issue.message;
  }
  return errors;
}
