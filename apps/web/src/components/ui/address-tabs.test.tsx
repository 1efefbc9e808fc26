import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from './tabs';

afterEach(cleanup);

const tabs = ['mine', 'discover'] as const;
type Tab = (typeof tabs)[number];
let pageRenders = 0;

function Page() {
  pageRenders++;
  const [params, setParams] = useSearchParams();
  return (
    <AddressTabs
      tabs={tabs}
      value={params.get('tab') === 'discover' ? 'discover' : 'mine'}
      onValueChange={(next: Tab) =>
        setParams(next === 'mine' ? {} : { tab: next }, { replace: true })
      }
      list={
        <TabsList>
          <TabsTrigger value="mine">Mine</TabsTrigger>
          <TabsTrigger value="discover">Discover</TabsTrigger>
        </TabsList>
      }
    >
      <TabsPanel value="mine">
        <p>my list</p>
      </TabsPanel>
      <TabsPanel value="discover">
        <p>discover list</p>
      </TabsPanel>
    </AddressTabs>
  );
}

/** Radix tabs select on mouse down, as a press does. */
function press(name: string): void {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
}

function selected(name: string): string | null {
  return screen.getByRole('tab', { name }).getAttribute('aria-selected');
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/communities', element: <Page /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('AddressTabs', () => {
  it('selects the pressed tab at once without rendering the page, then follows the address it writes in place', async () => {
    const router = renderAt('/communities');
    expect(screen.getByText('my list')).toBeTruthy();
    const before = pageRenders;
    press('Discover');
    // Within the press: the trigger is selected and the page has not re-rendered.
    expect(selected('Discover')).toBe('true');
    expect(pageRenders).toBe(before);
    // The open panel stays until the address names the pressed tab.
    expect(screen.getByText('my list')).toBeTruthy();
    expect(await screen.findByText('discover list')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=discover'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('my list')).toBeNull();
    // The panel is labelled by its tab, and the tab controls it.
    const panel = screen.getByRole('tabpanel');
    const tab = screen.getByRole('tab', { name: 'Discover' });
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('follows the address when it changes by other means (a link, Back)', async () => {
    const router = renderAt('/communities?tab=discover');
    expect(screen.getByText('discover list')).toBeTruthy();
    await act(() => router.navigate('/communities'));
    expect(selected('Mine')).toBe('true');
    expect(await screen.findByText('my list')).toBeTruthy();
  });

  it('ends on the last of two quick presses, in the address too', async () => {
    const router = renderAt('/communities');
    press('Discover');
    press('Mine');
    expect(selected('Mine')).toBe('true');
    // Two frames and a task later every write asked for has run: the address names the last press.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.search).toBe('');
    expect(selected('Mine')).toBe('true');
    expect(screen.getByText('my list')).toBeTruthy();
  });
});
