import { createServiceSchema, type Service, type ServiceLanguage } from '@aebro/shared/services';
import { formSchema } from '@/lib/form-schema';
import type { ContactDraft } from './contact-fields';
import { initialHours, openingHoursOf, type DayHours } from './opening-hours-field';
import { initialPrice, priceOf, type PriceDraft } from './price-field';
import { fieldOf, formPath } from './service-form-errors';

/*
 * The service listing form's values: what they start as, the listing they send, and how the shared
 * schema checks them (each problem on the field that shows it).
 */

/** What a new listing starts with: what the business gave about itself (its profile). */
export interface ServiceDefaults {
  category: string;
  city: string;
  contact: Partial<ContactDraft>;
}

/** The listing as the form holds it; the photos are uploaded beside it. */
export interface ServiceFormValues {
  title: string;
  category: string;
  description: string;
  city: string;
  serviceArea: string;
  price: PriceDraft;
  contact: ContactDraft;
  languages: ServiceLanguage[];
  byAppointment: boolean;
  hours: DayHours[];
}

/** What the form's fields send (the photos and the paused state are added to it). */
export function listingOf(values: ServiceFormValues) {
  return {
    title: values.title,
    category: values.category,
    description: values.description,
    city: values.city,
    serviceArea: values.serviceArea,
    price: priceOf(values.price),
    contact: values.contact,
    languages: values.languages,
    hours: values.byAppointment ? null : openingHoursOf(values.hours),
  };
}

export const serviceFormSchema = formSchema<ServiceFormValues>(createServiceSchema, {
  request: listingOf,
  field: (path) => {
    const field = fieldOf(path);
    return field ? formPath(field) : null;
  },
});

export function initialValues(
  initial: Service | null,
  defaults: ServiceDefaults | undefined,
): ServiceFormValues {
  const contact = initial?.contact ?? defaults?.contact;
  return {
    title: initial?.title ?? '',
    category: initial?.category ?? defaults?.category ?? '',
    description: initial?.description ?? '',
    city: initial?.city ?? defaults?.city ?? '',
    serviceArea: initial?.serviceArea ?? '',
    price: initialPrice(initial),
    contact: {
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
      website: contact?.website ?? '',
      social: contact?.social ?? '',
    },
    languages: initial?.languages ?? ['am', 'en'],
    byAppointment: initial ? initial.hours === null : false,
    hours: initialHours(initial?.hours ?? null),
  };
}
