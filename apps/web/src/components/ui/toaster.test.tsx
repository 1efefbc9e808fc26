import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTexts } from '@/test/render';
import { Toaster } from './toaster';

beforeAll(setUpTexts);
afterEach(async () => {
  // sonner removes a dismissed toast on a timer of its own: let it run while the page still exists.
  act(() => {
    toast.dismiss();
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no matchMedia; sonner and the frame's breakpoints ask it. A phone here. */
function stubMatchMedia(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })),
  );
}

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the one shown (SPEC §9)', async () => {
    stubMatchMedia();
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Settings Updated');
    });
    expect(await screen.findByText('Settings Updated')).toBeTruthy();
    act(() => {
      toast.success('Privacy settings saved successfully');
      toast.error('Error');
    });
    expect(await screen.findByText('Error')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Settings Updated')).toBeNull());
    await waitFor(() =>
      expect(container.ownerDocument.querySelectorAll('[data-sonner-toast]')).toHaveLength(1),
    );
    expect(screen.getByRole('region', { name: /Alerts/ })).toBeTruthy();
    act(() => {
      toast.dismiss();
    });
  });
});
