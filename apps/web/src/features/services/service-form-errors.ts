/** What the form reads of a zod issue. */
interface Issue {
  path: readonly PropertyKey[];
}

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
function fieldOf(path: Issue['path']): FormFieldName | null {
  const [first, second] = path;
  const field = first === 'contact' ? second : first;
  const known = first === 'contact' ? contactFields : topFields;
  return known.has(field) ? (field as FormFieldName) : null;
}

/** The fields with a problem, each once, with its message (from `message(field)`). */
export function fieldErrors(
  issues: readonly Issue[],
  message: (field: FormFieldName) => string,
): Partial<Record<FormFieldName, string>> {
  const found: Partial<Record<FormFieldName, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && !found[field]) found[field] = message(field);
  }
  return found;
}

/** The first field, in the form's order, that has an error: where the focus goes. */
export function firstFieldWithError(
  errors: Partial<Record<FormFieldName, string>>,
): FormFieldName | undefined {
  return formFields.find((field) => errors[field]);
}
