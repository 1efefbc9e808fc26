import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

interface FormSchemaOptions<Values> {
  /** The request the form's values become: what the shared schema checks. */
  request: (values: Values) => unknown;
  /**
   * The form field that shows a problem of the request, from the problem's path there (by default
   * its first part); null for a part of the request the form does not show. Such a problem does not
   * stop the form: the server refuses the request, and the form shows that refusal.
   */
  field?: (path: readonly PropertyKey[]) => string | null;
}

const firstPart = (path: readonly PropertyKey[]): string | null =>
  path.length > 0 ? String(path[0]) : null;

/**
 * The schema of a form whose values are not the request itself (text as typed, drafts): it turns the
 * values into the request, checks it with the shared schema the server uses, and puts each problem
 * on the field that shows it, with the shared message (an i18n key). What it passes on is the
 * values, as they were.
 */
export function formSchema<Values extends FieldValues>(
  schema: z.ZodType,
  { request, field = firstPart }: FormSchemaOptions<Values>,
): z.ZodType<Values, Values> {
  return z.custom<Values>().superRefine((values, ctx) => {
    const parsed = schema.safeParse(request(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const name = field(issue.path);
      if (name !== null) ctx.addIssue({ code: 'custom', message: issue.message, path: [name] });
    }
  });
}
