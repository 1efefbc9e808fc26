import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import ImagePlus from 'lucide-react/icons/image-plus';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { postLimits } from '@aebro/shared/post-limits';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { photoLimits } from './image-upload';
import type { PhotoUpload } from './use-photo-uploads';

interface ComposerPhotosProps {
  photos: readonly PhotoUpload[];
  onRemove: (id: string) => void;
  disabled: boolean;
}

/** Previews of the picked photos, each with its upload progress (or problem) and a remove button. */
export function ComposerPhotos({ photos, onRemove, disabled }: ComposerPhotosProps) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('posts.photos.listLabel')}>
      {photos.map((photo, index) => {
        const number = { index: index + 1, count };
        return (
          <li
            key={photo.id}
            className="relative aspect-square overflow-hidden rounded-lg border bg-muted"
          >
            <img
              src={photo.previewUrl}
              alt={t('posts.photos.preview', number)}
              className="size-full object-cover"
            />
            {photo.status === 'uploading' ? (
              <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-background/85 p-2 text-xs">
                <span className="inline-flex items-center gap-1">
                  <LoaderCircle
                    className="size-3.5 animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                  {t('posts.photos.uploading')}
                </span>
                <div
                  role="progressbar"
                  aria-label={t('posts.photos.progress', number)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(photo.progress * 100)}
                  className="h-1.5 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full bg-primary transition-[width]"
                    style={{ width: `${Math.round(photo.progress * 100)}%` }}
                  />
                </div>
              </div>
            ) : null}
            {photo.status === 'failed' && photo.error ? (
              <div
                role="alert"
                className="absolute inset-0 flex items-end overflow-y-auto bg-background/90 p-2 text-xs font-medium text-destructive"
              >
                <span className="flex gap-1">
                  <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  {t(photo.error.key, photo.error.values)}
                </span>
              </div>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(photo.id)}
              disabled={disabled}
              aria-label={t('posts.photos.remove', number)}
              className="absolute top-1.5 right-1.5 inline-grid size-8 place-items-center rounded-full bg-background/90 text-foreground shadow outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-50"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The composer's "Photos" button: a labelled file input (several at once, the kinds we take). */
export function ComposerPhotoInput({
  id,
  disabled,
  onFiles,
}: {
  id: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input
        id={`${id}-photos`}
        type="file"
        multiple
        accept={photoLimits.types.join(',')}
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={`${id}-photos-hint`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={`${id}-photos`}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50',
        )}
      >
        <ImagePlus aria-hidden="true" className="text-primary" />
        {t('posts.composer.addPhotos')}
      </label>
      <span id={`${id}-photos-hint`} className="sr-only">
        {t('posts.composer.photosHint', { max: postLimits.imagesMax })}
      </span>
    </>
  );
}
