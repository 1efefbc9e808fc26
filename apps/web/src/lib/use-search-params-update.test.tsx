import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from './use-search-params-update';

describe('useSearchParamsUpdate', () => {
  it('keeps both of two changes made before the page rendered the first', async () => {
    let update: ((change: (next: URLSearchParams) => void) => void) | undefined;
    function Filters() {
      const [params, change] = useSearchParamsUpdate();
      update = change;
      return <p>{params.toString()}</p>;
    }
    const router = createMemoryRouter([{ path: '/services', element: <Filters /> }], {
      initialEntries: ['/services?sort=rating'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      update?.((next) => next.set('category', 'makeup_artist'));
      update?.((next) => next.set('city', 'washington-dc'));
      await Promise.resolve();
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      sort: 'rating',
      category: 'makeup_artist',
      city: 'washington-dc',
    });
    // Replaced in place: no history entry per filter.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
