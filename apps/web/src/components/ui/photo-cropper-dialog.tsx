import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, {
  getInitialCropFromCroppedAreaPixels,
  type Area,
  type MediaSize,
  type Point,
} from 'react-easy-crop';
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

/** The round crop keeps this much of the frame around it, so that its ring is never cut off. */
const cropInset = 12;

/**
 * The side of the round crop: as large as the picture shown allows, but clear of the frame's edges
 * (on a phone a square or tall picture fills the frame's width, and the ring around the crop was cut).
 * In the cropper's own measures of the picture, so that crop and picture always agree.
 */
function cropSideFor(media: MediaSize): number {
  const shorter = Math.min(media.width, media.height);
  return Math.floor(Math.min(shorter, Math.max(media.width, media.height) - 2 * cropInset));
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
  const [media, setMedia] = useState<MediaSize | null>(null);
  // The cropper tells its measures each time it takes them: only a real change is kept (an
  // unlaid-out page, as in tests, gives nothing to measure).
  const onMediaSize = (next: MediaSize): void => {
    if (!(next.width > 0 && next.height > 0)) return;
    setMedia((current) =>
      current && current.width === next.width && current.height === next.height ? current : next,
    );
  };
  const side = media ? cropSideFor(media) : null;
  const cropSize = side ? { width: side, height: side } : undefined;

  // The first crop, once the crop's size is known: the cropper placed it for a crop as large as the
  // picture, before it was given this one.
  const placed = useRef(false);
  useEffect(() => {
    if (!media || !side || placed.current) return;
    placed.current = true;
    const first = getInitialCropFromCroppedAreaPixels(
      image.initialArea,
      media,
      0,
      { width: side, height: side },
      cropKeyboard.minZoom,
      cropKeyboard.maxZoom,
    );
    setCrop(first.crop);
    setZoom(clampZoom(first.zoom));
  }, [media, side, image.initialArea]);

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
            {...(cropSize ? { cropSize } : {})}
            setMediaSize={onMediaSize}
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
