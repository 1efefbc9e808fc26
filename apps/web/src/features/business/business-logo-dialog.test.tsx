import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setUpTexts } from '@/test/render';
import { BusinessLogoDialog } from './business-logo-dialog';

beforeAll(setUpTexts);
afterEach(cleanup);

describe('BusinessLogoDialog', () => {
  it("is 'Complete Your Business Profile' with 'Skip for Now', and uploads only a png, jpeg or gif", () => {
    const onOpenChange = vi.fn();
    renderWithApp(<BusinessLogoDialog open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Complete Your Business Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Choose a logo'), {
      target: { files: [new File(['x'], 'logo.webp', { type: 'image/webp' })] },
    });
    expect(screen.getByText('Please choose a PNG, JPEG or GIF image.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
