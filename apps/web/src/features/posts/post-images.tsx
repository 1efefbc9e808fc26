import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@aebro/shared/posts';
import { cn } from '@/lib/cn';
import { imageGridLayout } from './image-grid';

export type PostImage = Post['images'][number];

// The dialog (Radix) loads when a photo is first opened, not with the feed.
const Lightbox = lazy(async () => ({ default: (await import('./post-lightbox')).Lightbox }));

/** Up to four photos in a box of fixed shape (no layout shift); a click opens one larger. */
export function PostImages({
  images,
  authorName,
}: {
  images: readonly PostImage[];
  authorName: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  // Kept mounted after the first open, so that the dialog can animate its closing.
  const [opened, setOpened] = useState(false);
  const shown = images.slice(0, 4);
  const layout = imageGridLayout(shown);
  if (shown.length === 0) return null;
  const count = shown.length;
  return (
    <>
      <div
        className={cn(
          'grid gap-1 overflow-hidden rounded-lg bg-muted',
          layout.columns === 2 ? 'grid-cols-2' : 'grid-cols-1',
          layout.rows === 2 ? 'grid-rows-2' : 'grid-rows-1',
        )}
        style={{ aspectRatio: String(layout.aspectRatio) }}
        data-testid="post-images"
        data-layout={count}
      >
        {shown.map((image, index) => (
          <button
            key={image.url}
            type="button"
            onClick={() => {
              setOpened(true);
              setOpen(index);
            }}
            className={cn(
              'relative min-h-0 overflow-hidden outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset',
              layout.cells[index]?.rowSpan === 2 && 'row-span-2',
              layout.cells[index]?.colSpan === 2 && 'col-span-2',
            )}
            aria-label={t('posts.images.open', { count, index: index + 1, name: authorName })}
          >
            <img
              src={image.url}
              alt=""
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-opacity hover:opacity-95"
            />
          </button>
        ))}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <Lightbox images={shown} index={open} onIndexChange={setOpen} authorName={authorName} />
        </Suspense>
      ) : null}
    </>
  );
}
