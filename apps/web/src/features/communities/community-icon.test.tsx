import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar';
import { CommunityIcon } from './community-icon';

afterEach(cleanup);

describe('CommunityIcon', () => {
  it('reads the same initials as the avatar of the community’s chat', () => {
    const icon = render(<CommunityIcon name="Debre Hiwot" src={null} />);
    const iconText = icon.container.textContent;
    cleanup();
    const avatar = render(<Avatar name="Debre Hiwot" />);
    expect(iconText).toBe('DH');
    expect(avatar.container.textContent).toBe(iconText);
  });
});
