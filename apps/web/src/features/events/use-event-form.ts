import { cities } from '@aebro/shared/cities';
import { cityTimeZone } from '@aebro/shared/events';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/form-errors';
import {
  browserZone,
  formErrors,
  serverErrors,
  type EventFormErrors,
  type EventFormValues,
} from './event-form-values';

/** What a group of the form's fields needs: the ids' prefix, the values, a setter and the errors. */
export interface EventFieldsProps {
  id: string;
  values: EventFormValues;
  set: <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => void;
  error: (field: keyof EventFormValues) => string | undefined;
}

interface EventFormState extends EventFieldsProps {
  /** The time zones to pick from: the form's own, the browser's and every city's. */
  zones: string[];
  /** A city picked: its time zone follows, unless a zone was picked by hand. */
  pickCity: (city: string) => void;
  pickZone: (zone: string) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The event form's values and errors (its own checks, then the server's), and its submit. */
export function useEventForm(
  initial: EventFormValues,
  serverError: unknown,
  onSubmit: (values: EventFormValues) => void,
): EventFormState {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [zoneTouched, setZoneTouched] = useState(false);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const fromServer = serverErrors(serverError) ?? {};
  const shown = { ...fromServer, ...errors };
  const error = (field: keyof EventFormValues): string | undefined =>
    fieldErrorText(t, shown[field]);
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]): void => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const zones = [
    ...new Set([values.timeZone, browserZone(), ...cities.map((city) => city.timeZone)]),
  ].sort();
  const pickCity = (city: string): void => {
    set('city', city);
    const zone = cityTimeZone(city);
    if (zone && !zoneTouched) setValues((current) => ({ ...current, city, timeZone: zone }));
  };
  const pickZone = (zone: string): void => {
    setZoneTouched(true);
    set('timeZone', zone);
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const found = formErrors(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onSubmit(values);
  };
  return { id, values, set, error, zones, pickCity, pickZone, submit };
}
