import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp, setUpTexts } from '@/test/render';
import { SignInForm } from './sign-in-form';

beforeAll(setUpTexts);
afterEach(cleanup);

const emailError = 'Please enter a valid email address';
const passwordError = 'Please enter your password';

function field(label: string): HTMLElement {
  return screen.getByLabelText(label, { exact: true });
}

/** Focus moves through a field and leaves it, as Tab does. */
async function tabThrough(label: string): Promise<void> {
  await act(async () => {
    fireEvent.focus(field(label));
    fireEvent.blur(field(label));
    await Promise.resolve();
  });
}

describe('SignInForm', () => {
  it('says nothing while the empty form is tabbed through; a submit shows what is missing', async () => {
    renderWithApp(<SignInForm />);
    await tabThrough('Email');
    await tabThrough('Password');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(new RegExp(emailError))).toBeNull();
    expect(screen.queryByText(passwordError)).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(new RegExp(emailError))).toBeTruthy();
    expect(screen.getByText(passwordError)).toBeTruthy();
  });

  it('checks a field once something was typed in it and it is left, and follows the typing after', async () => {
    renderWithApp(<SignInForm />);
    fireEvent.change(field('Email'), { target: { value: 'selam' } });
    expect(screen.queryByText(new RegExp(emailError))).toBeNull();
    await tabThrough('Email');
    expect(await screen.findByText(new RegExp(emailError))).toBeTruthy();
    fireEvent.change(field('Email'), { target: { value: 'selam@example.org' } });
    await waitFor(() => expect(screen.queryByText(new RegExp(emailError))).toBeNull());
    // The untouched password still says nothing.
    expect(screen.queryByText(passwordError)).toBeNull();
  });
});
