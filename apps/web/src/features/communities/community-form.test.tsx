import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateCommunity } from '@aebro/shared/communities';
import { renderWithApp, setUpTexts } from '@/test/render';
import { CommunityForm, type CommunityFormValues } from './community-form';

beforeAll(setUpTexts);
afterEach(cleanup);

const empty: CommunityFormValues = {
  name: '',
  description: '',
  privacy: 'public',
  joinQuestion: '',
  cover: { key: undefined, previewUrl: null },
  icon: { key: undefined, previewUrl: null },
};

function renderForm(initial = empty) {
  const onSubmit = vi.fn<(input: CreateCommunity) => void>();
  renderWithApp(
    <CommunityForm
      initial={initial}
      submitLabel="Create community"
      busyLabel="Creating..."
      busy={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('CommunityForm', () => {
  it('shows the shared rules after "Create", focuses the first field that breaks one, and sends nothing', async () => {
    const onSubmit = renderForm();
    const name = screen.getByLabelText('Name');
    fireEvent.blur(name);
    expect(screen.queryByText('A community name needs at least 2 characters.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create community' }));

    expect(await screen.findByText('A community name needs at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('Description must be at least 10 characters.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toMatch(/-name-error/);
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing checks the field again: the error goes once it is right.
    fireEvent.change(name, { target: { value: 'Habesha Runners' } });
    await waitFor(() =>
      expect(screen.queryByText('A community name needs at least 2 characters.')).toBeNull(),
    );
    expect(screen.getByText('Description must be at least 10 characters.')).toBeTruthy();
  });

  it('sends a private community with its join question, and no image that was not changed', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Habesha Runners' } });
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'Saturday morning runs along the river.' },
    });
    expect(screen.queryByLabelText(/Join question/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Private/ }));
    fireEvent.change(await screen.findByLabelText(/Join question/), {
      target: { value: 'Which city do you run in?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create community' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Habesha Runners',
      description: 'Saturday morning runs along the river.',
      privacy: 'private',
      joinQuestion: 'Which city do you run in?',
      coverKey: undefined,
      iconKey: undefined,
    });
  });

  it('drops the join question of a community made public again', async () => {
    const onSubmit = renderForm({
      ...empty,
      name: 'Habesha Runners',
      description: 'Saturday morning runs along the river.',
      privacy: 'private',
      joinQuestion: 'Which city?',
    });
    fireEvent.click(screen.getByRole('radio', { name: /Public/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create community' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ privacy: 'public', joinQuestion: '' });
  });
});
