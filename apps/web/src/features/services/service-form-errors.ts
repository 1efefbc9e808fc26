/** The fields of the listing form that can show an error, in the order the form shows them. */
export const formFields = [
  'title',
  'category',
  'description',
  'city',
  'price',
  'languages',
  'phone',
  'email',
  'website',
  'hours',
] as const;
export type FormFieldName = (typeof formFields)[number];

const contactFields: ReadonlySet<unknown> = new Set(['phone', 'email', 'website']);
const topFields: ReadonlySet<unknown> = new Set([
  'title',
  'category',
  'description',
  'city',
  'price',
  'languages',
  'hours',
]);

/** The field an issue of createServiceSchema belongs to: contact issues by their own field. */
export function fieldOf(path: readonly PropertyKey[]): FormFieldName | null {
  const [first, second] = path;
  const field = first === 'contact' ? second : first;
  const known = first === 'contact' ? contactFields : topFields;
  return known.has(field) ? (field as FormFieldName) : null;
}

/** Where the form keeps a field's value: the contact fields are parts of `contact`. */
export function formPath(field: FormFieldName): string {
  return contactFields.has(field) ? `contact.${field}` : field;
}
