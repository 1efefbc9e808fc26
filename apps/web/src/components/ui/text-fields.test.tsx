import { cleanup, render, screen } from '@testing-library/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTexts } from '@/test/render';
import { TextField } from './text-fields';

beforeAll(setUpTexts);
afterEach(cleanup);

const registration: UseFormRegisterReturn = {
  name: 'email',
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
};

describe('TextField', () => {
  it('ties the input to its label, hint and error, and passes the input its options', () => {
    render(
      <TextField
        id="email"
        label="E-mail"
        hint="We never show it."
        error="Please enter a valid email address."
        optional
        registration={registration}
        type="email"
        autoComplete="email"
      />,
    );
    const input = screen.getByLabelText(/E-mail/);
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-hint');
    expect(screen.getByText('Please enter a valid email address.').id).toBe('email-error');
    expect(screen.getByText('(optional)')).toBeTruthy();
  });

  it('is not invalid without an error', () => {
    render(<TextField id="name" label="Name" registration={{ ...registration, name: 'name' }} />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
