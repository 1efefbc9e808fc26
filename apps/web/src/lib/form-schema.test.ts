import { createRequestSchema } from '@aebro/shared/services';
import { describe, expect, it } from 'vitest';
import { formSchema } from './form-schema';

interface Values {
  need: string;
  date: string;
}

const schema = formSchema<Values>(createRequestSchema, {
  request: (values) => ({ need: values.need, preferredDate: values.date || null }),
  field: ([first]) => (first === 'preferredDate' ? 'date' : first === 'need' ? 'need' : null),
});

describe('formSchema', () => {
  it('passes the values on as they were when the request they make is valid', () => {
    const values = { need: '  Henna for ten  ', date: '' };
    expect(schema.parse(values)).toEqual(values);
  });

  it("puts the request's problems on the form's fields, with the shared messages", () => {
    const parsed = schema.safeParse({ need: '', date: 'tomorrow' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['need'], ['date']]);
  });

  it('leaves a problem the form has no field for to the server', () => {
    const only = formSchema<Values>(createRequestSchema, {
      request: (values) => ({ need: values.need, extra: true }),
    });
    const parsed = only.safeParse({ need: 'Henna for ten', date: '' });
    // The unknown key's issue has no path: no field shows it, so the values pass.
    expect(parsed.success).toBe(true);
  });
});
