import ImagePlus from 'lucide-react/icons/image-plus';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceLimits } from '@aebro/shared/service-rules';
import type { Service } from '@aebro/shared/services';
import { buttonVariants } from '@/components/ui/button';
import { photoProblem, uploadPhoto } from '@/features/posts/image-upload';
import { cn } from '@/lib/cn';

interface Photo {
  /** An upload's key, or the URL of a photo the listing already has: what the API takes. */
  ref: string;
  url: string;
}

export interface PhotoUploads {
  photos: Photo[];
  /** How many uploads are under way. */
  uploading: number;
  error: string | null;
  add: (files: FileList | null) => void;
  remove: (ref: string) => void;
}

/** A listing's photos: those it has, and uploads started as files are picked, up to the limit. */
export function usePhotoUploads(initial: Service | null): PhotoUploads {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<Photo[]>(
    initial?.photos.map((photo) => ({ ref: photo.url, url: photo.url })) ?? [],
  );
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const add = (files: FileList | null): void => {
    if (!files) return;
    setError(null);
    const room = serviceLimits.maxPhotos - photos.length - uploading;
    for (const file of Array.from(files).slice(0, Math.max(0, room))) {
      const problem = photoProblem(file);
      if (problem) {
        setError(t(`services.form.${problem}`));
        continue;
      }
      setUploading((count) => count + 1);
      uploadPhoto(file, () => undefined, new AbortController().signal)
        .then((image) => setPhotos((current) => [...current, { ref: image.key, url: image.url }]))
        .catch(() => setError(t('services.form.uploadFailed')))
        .finally(() => setUploading((count) => count - 1));
    }
    if (files.length > room)
      setError(t('services.form.tooManyPhotos', { count: serviceLimits.maxPhotos }));
  };
  const remove = (ref: string): void =>
    setPhotos((current) => current.filter((item) => item.ref !== ref));
  return { photos, uploading, error, add, remove };
}

/** The photos as thumbnails with a remove button each, a spinner while uploading, and "Add photos". */
export function ServicePhotosField({
  uploads,
  disabled,
}: {
  uploads: PhotoUploads;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { photos, uploading, error } = uploads;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">
        {t('services.form.photos')}
        <span className="ml-1 font-normal text-muted-foreground">
          {t('services.form.photosHint', { count: serviceLimits.maxPhotos })}
        </span>
      </span>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((photo, index) => (
          <li
            key={photo.ref}
            className="relative aspect-square overflow-hidden rounded-lg border bg-muted"
          >
            <img
              src={photo.url}
              alt={t('services.form.photoAlt', { number: index + 1 })}
              className="size-full object-cover"
            />
            <button
              type="button"
              className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-background/90 shadow focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label={t('services.form.removePhoto', { number: index + 1 })}
              disabled={disabled}
              onClick={() => uploads.remove(photo.ref)}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {uploading > 0 ? (
          <li className="grid aspect-square place-items-center rounded-lg border border-dashed bg-muted">
            <LoaderCircle
              className="size-5 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
            <span className="sr-only">{t('services.form.uploading')}</span>
          </li>
        ) : null}
      </ul>
      {photos.length + uploading < serviceLimits.maxPhotos ? (
        <label
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer self-start has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          )}
        >
          <ImagePlus aria-hidden="true" />
          {t('services.form.addPhotos')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple
            className="sr-only"
            disabled={disabled}
            data-testid="service-photo-input"
            onChange={(event) => {
              uploads.add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
