import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setUpTexts } from '@/test/render';
import { cropKeyboard, PhotoCropperDialog } from './photo-cropper-dialog';

const image = { src: 'blob:photo', initialArea: { x: 100, y: 600, width: 800, height: 800 } };

beforeAll(setUpTexts);
afterEach(cleanup);

describe('PhotoCropperDialog', () => {
  it("is 'Crop Your Photo' with Cancel and 'Save Photo', saving the initial crop when nothing moved", () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    renderWithApp(
      <PhotoCropperDialog image={image} busy={false} onCancel={onCancel} onSave={onSave} />,
    );
    expect(screen.getByRole('dialog', { name: 'Crop Your Photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Photo' }));
    expect(onSave).toHaveBeenCalledWith(image.initialArea);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('zooms with + and - in steps of 0.1, between 1 and 3', () => {
    renderWithApp(
      <PhotoCropperDialog image={image} busy={false} onCancel={vi.fn()} onSave={vi.fn()} />,
    );
    const zoom = screen.getByLabelText('Zoom');
    const cropper = screen.getByTestId('container');
    fireEvent.keyDown(cropper, { key: '+' });
    fireEvent.keyDown(cropper, { key: '=' });
    expect(zoom).toHaveProperty('value', '1.2');
    fireEvent.keyDown(cropper, { key: '-' });
    expect(zoom).toHaveProperty('value', '1.1');
    for (let step = 0; step < 40; step += 1) fireEvent.keyDown(cropper, { key: '+' });
    expect(zoom).toHaveProperty('value', String(cropKeyboard.maxZoom));
    expect(cropKeyboard).toMatchObject({ moveStep: 10, zoomStep: 0.1 });
  });

  it("says 'Processing...' and cannot be closed while busy", () => {
    const onCancel = vi.fn();
    renderWithApp(
      <PhotoCropperDialog
        image={image}
        busy
        onCancel={onCancel}
        onSave={vi.fn()}
        error="The photo could not be uploaded."
      />,
    );
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('The photo could not be uploaded.');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
