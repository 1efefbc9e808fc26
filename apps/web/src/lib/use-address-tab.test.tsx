import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressTab } from './use-address-tab';

const tabs = ['posts', 'events'] as const;

function setUp(address: string) {
  let open: ((tab: (typeof tabs)[number]) => void) | undefined;
  function Page() {
    const [tab, openTab] = useAddressTab(tabs);
    open = openTab;
    return <p>{tab}</p>;
  }
  const router = createMemoryRouter([{ path: '/saved', element: <Page /> }], {
    initialEntries: [address],
  });
  const { container } = render(<RouterProvider router={router} />);
  return { router, container, open: (tab: (typeof tabs)[number]) => open?.(tab) };
}

describe('useAddressTab', () => {
  it('reads the tab the address names', () => {
    const { container } = setUp('/saved?tab=events');
    expect(container.textContent).toBe('events');
  });

  it('opens the first tab when the address names none', () => {
    const { container } = setUp('/saved');
    expect(container.textContent).toBe('posts');
  });

  it('opens the first tab when the address names something that is not a tab', () => {
    const { container } = setUp('/saved?tab=drafts');
    expect(container.textContent).toBe('posts');
  });

  it('writes another tab in place, keeps the other parameters, and the first as no parameter', async () => {
    const { router, container, open } = setUp('/saved?q=injera');
    await act(async () => {
      open('events');
      await Promise.resolve();
    });
    expect(container.textContent).toBe('events');
    expect(router.state.location.search).toBe('?q=injera&tab=events');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => {
      open('posts');
      await Promise.resolve();
    });
    expect(container.textContent).toBe('posts');
    expect(router.state.location.search).toBe('?q=injera');
  });
});
