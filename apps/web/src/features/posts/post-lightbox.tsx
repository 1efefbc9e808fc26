import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { PostImage } from './post-images';

interface LightboxProps {
  images: readonly PostImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  authorName: string;
}

/** A post's photos one at a time, larger, in a dialog (arrow keys go through them). */
export function Lightbox({ images, index, onIndexChange, authorName }: LightboxProps) {
  const { t } = useTranslation();
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const go = (step: number): void => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };
  return (
    <Dialog
      open={image !== undefined}
      onOpenChange={(next) => (next ? undefined : onIndexChange(null))}
    >
      <DialogContent className="max-w-4xl gap-3 p-3 pt-12 sm:p-4 sm:pt-12" onKeyDown={onKeyDown}>
        <DialogTitle className="sr-only">
          {t('posts.images.title', { count, index: (index ?? 0) + 1, name: authorName })}
        </DialogTitle>
        <DialogDescription className="sr-only">{t('posts.images.description')}</DialogDescription>
        {image ? (
          <img
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            className="mx-auto h-auto max-h-[75dvh] w-full rounded-md object-contain"
          />
        ) : null}
        {count > 1 ? (
          <div className="flex items-center justify-between gap-2">
            <Button variant="outline" onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" />
              {t('posts.images.previous')}
            </Button>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {t('posts.images.position', { index: (index ?? 0) + 1, count })}
            </span>
            <Button variant="outline" onClick={() => go(1)}>
              {t('posts.images.next')}
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
