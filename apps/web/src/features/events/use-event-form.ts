import { zodResolver } from '@hookform/resolvers/zod';
import { cities } from '@aebro/shared/cities';
import { cityTimeZone } from '@aebro/shared/events';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/form-errors';
import {
  browserZone,
  eventFieldOrder,
  eventFormSchema,
  serverErrors,
  type EventFormValues,
} from './event-form-values';

/** What a group of the form's fields needs: the ids' prefix, the form and its errors. */
export interface EventFieldsProps {
  id: string;
  form: UseFormReturn<EventFormValues>;
  error: (field: keyof EventFormValues) => string | undefined;
}

interface EventFormState extends EventFieldsProps {
  /** The time zones to pick from: the form's own, the browser's and every city's. */
  zones: string[];
  /** A city picked: its time zone follows, unless a zone was picked by hand. */
  pickCity: (city: string) => void;
  pickZone: () => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The event form's values and errors (the shared schema's, then the server's), and its submit. */
export function useEventForm(
  initial: EventFormValues,
  serverError: unknown,
  onSubmit: (values: EventFormValues) => void,
  schema: typeof eventFormSchema = eventFormSchema,
): EventFormState {
  const { t } = useTranslation();
  const id = useId();
  const [zoneTouched, setZoneTouched] = useState(false);
  // The focus goes to the first field with an error in the form's order (see `submit`).
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const error = (field: keyof EventFormValues): string | undefined =>
    fieldErrorText(t, errors[field]?.message);

  // The server's refusal, on the fields it names; editing a field checks it again.
  const { setError } = form;
  useEffect(() => {
    const found = serverErrors(serverError) ?? {};
    for (const field of eventFieldOrder) {
      const message = found[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [serverError, setError]);

  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const zones = [
    ...new Set([timeZone, browserZone(), ...cities.map((city) => city.timeZone)]),
  ].sort();
  const pickCity = (city: string): void => {
    const zone = cityTimeZone(city);
    if (zone && !zoneTouched) form.setValue('timeZone', zone);
  };
  const pickZone = (): void => setZoneTouched(true);
  const submit = form.handleSubmit(onSubmit, (found) => {
    const first = eventFieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  });
  return { id, form, error, zones, pickCity, pickZone, submit: (event) => void submit(event) };
}
