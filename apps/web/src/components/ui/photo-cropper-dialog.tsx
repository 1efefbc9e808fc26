import { useId, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

/** Arrow keys move the photo this many pixels (Shift: a fifth of it); + and - zoom by this step. */
export const cropKeyboard = { moveStep: 10, zoomStep: 0.1, minZoom: 1, maxZoom: 3 } as const;

export interface CropperImage {
  src: string;
  /** The first crop, in the picture's pixels. */
  initialArea: Area;
}

interface PhotoCropperDialogProps {
  image: CropperImage;
  busy: boolean;
  /** A translated problem to show, e.g. a failed upload. */
  error?: string | undefined;
  onCancel: () => void;
  onSave: (area: Area) => void;
}

function clampZoom(zoom: number): number {
  return Math.min(
    cropKeyboard.maxZoom,
    Math.max(cropKeyboard.minZoom, Math.round(zoom * 100) / 100),
  );
}

/**
 * 'Crop Your Photo' (SPEC §2): a circular view over a square crop, moved by dragging or the arrow
 * keys and zoomed by pinching, the wheel, the slider or + and -; Cancel and 'Save Photo'.
 * react-easy-crop comes with this file, which is loaded only when the dialog opens.
 */
export function PhotoCropperDialog({
  image,
  busy,
  error,
  onCancel,
  onSave,
}: PhotoCropperDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>(image.initialArea);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const direction =
      event.key === '+' || event.key === '=' ? 1 : event.key === '-' || event.key === '_' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    setZoom((current) => clampZoom(current + direction * cropKeyboard.zoomStep));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('people.cropper.title')}</DialogTitle>
          <DialogDescription id={hintId}>{t('people.cropper.hint')}</DialogDescription>
        </DialogHeader>
        <div
          className="relative aspect-square w-full overflow-hidden rounded-lg bg-muted"
          onKeyDown={onKeyDown}
        >
          <Cropper
            image={image.src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            minZoom={cropKeyboard.minZoom}
            maxZoom={cropKeyboard.maxZoom}
            keyboardStep={cropKeyboard.moveStep}
            initialCroppedAreaPixels={image.initialArea}
            onCropChange={setCrop}
            onZoomChange={(value) => setZoom(clampZoom(value))}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{
              role: 'group',
              'aria-label': t('people.cropper.area'),
              'aria-describedby': hintId,
            }}
          />
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={zoomId} className="text-sm font-medium">
            {t('people.cropper.zoom')}
          </label>
          <input
            id={zoomId}
            type="range"
            min={cropKeyboard.minZoom}
            max={cropKeyboard.maxZoom}
            step={cropKeyboard.zoomStep}
            value={zoom}
            disabled={busy}
            onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
            className="flex-1 accent-[var(--primary)]"
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {t('people.cropper.cancel')}
          </Button>
          <Button type="button" onClick={() => onSave(area)} disabled={busy}>
            {busy ? t('people.cropper.processing') : t('people.cropper.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
