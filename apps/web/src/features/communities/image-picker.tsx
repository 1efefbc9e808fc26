import ImagePlus from 'lucide-react/icons/image-plus';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { photoLimits, photoProblem, uploadPhoto } from '@/features/posts/image-upload';
import { cn } from '@/lib/cn';

/** The picked image: its upload key once uploaded, and what to show meanwhile. */
export interface PickedImage {
  /** The key to send (an uploaded image), null to take the image away, undefined for no change. */
  key: string | null | undefined;
  previewUrl: string | null;
}

interface ImagePickerProps {
  label: string;
  value: PickedImage;
  onChange: (value: PickedImage) => void;
  /** Says when an upload runs, so the form can wait for it. */
  onBusyChange: (busy: boolean) => void;
  shape: 'cover' | 'icon';
  disabled?: boolean;
}

/**
 * One image (a cover or an icon) uploaded through the media area as soon as it is picked, with a
 * preview, and a button to take it away. The form sends the upload's key.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  onBusyChange,
  shape,
  disabled,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const pick = (file: File): void => {
    const local = photoProblem(file);
    if (local) {
      setProblem(t(`communities.form.${local}`));
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProblem(null);
    setBusy(true);
    onBusyChange(true);
    uploadPhoto(file, () => undefined, current.signal)
      .then((image) => onChange({ key: image.key, previewUrl: image.url }))
      .catch(() => {
        if (!current.signal.aborted) setProblem(t('communities.form.uploadFailed'));
      })
      .finally(() => {
        if (controller.current !== current) return;
        setBusy(false);
        onBusyChange(false);
      });
  };

  const frame = shape === 'cover' ? 'aspect-[3/1] w-full rounded-lg' : 'size-20 rounded-xl';
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium" id={`${id}-label`}>
        {label}
        <span className="ml-1 font-normal text-muted-foreground">{t('forms.optional')}</span>
      </span>
      <div className={cn('flex gap-3', shape === 'cover' ? 'flex-col' : 'items-center')}>
        <div
          className={cn(
            'grid shrink-0 place-items-center overflow-hidden border border-dashed bg-muted text-muted-foreground',
            frame,
          )}
        >
          {busy ? (
            <LoaderCircle
              className="size-6 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : value.previewUrl ? (
            <img src={value.previewUrl} alt="" className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-6" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={`${id}-file`}
            type="file"
            accept={photoLimits.types.join(',')}
            className="peer sr-only"
            disabled={disabled || busy}
            aria-labelledby={`${id}-label ${id}-choose`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) pick(file);
            }}
          />
          <label
            id={`${id}-choose`}
            htmlFor={`${id}-file`}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            {busy
              ? t('communities.form.uploading')
              : value.previewUrl
                ? t('communities.form.change')
                : t('communities.form.choose')}
          </label>
          {value.previewUrl && !busy ? (
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange({ key: null, previewUrl: null })}
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }))}
              aria-label={t('communities.form.removeImage', { label })}
            >
              <X aria-hidden="true" />
              {t('communities.form.remove')}
            </button>
          ) : null}
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
