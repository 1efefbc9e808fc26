import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTexts } from '@/test/render';
import { Avatar } from './avatar';

beforeAll(setUpTexts);
afterEach(cleanup);

describe('Avatar', () => {
  it('is a decorative circle with the initials, as before, when nobody says it is online', () => {
    const { container } = render(<Avatar name="Selam Tesfaye" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('ST');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('adds a green dot announced as "Online" when the person is online', () => {
    render(<Avatar name="Selam Tesfaye" online size="lg" />);
    const dot = screen.getByRole('img', { name: 'Online' });
    expect(dot.className).toContain('bg-green-600');
  });

  it('shows no dot for someone offline or hiding their status', () => {
    render(<Avatar name="Selam Tesfaye" online={null} />);
    expect(screen.queryByRole('img', { name: 'Online' })).toBeNull();
  });
});
