import { cleanup, render, screen } from '@testing-library/react';
import FileQuestion from 'lucide-react/icons/file-question-mark';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

afterEach(cleanup);

describe('EmptyState', () => {
  it('with a heading, is a section named by it, with its text and actions', () => {
    render(
      <EmptyState icon={FileQuestion} heading="h2" title="Post not found" text="It may be gone.">
        <a href="/dashboard">Back to the feed</a>
      </EmptyState>,
    );
    const region = screen.getByRole('region', { name: 'Post not found' });
    expect(screen.getByRole('heading', { level: 2, name: 'Post not found' })).toBeTruthy();
    expect(region.textContent).toContain('It may be gone.');
    expect(screen.getByRole('link', { name: 'Back to the feed' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(region.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('without a heading, adds no landmark and no heading to the page', () => {
    render(<EmptyState frame="list" title="No followers yet" />);
    expect(screen.getByText('No followers yet')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
