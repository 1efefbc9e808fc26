import ImageDown from 'lucide-react/icons/image-down';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@aebro/shared/posts';
import { lightVariant, srcSets } from '@/features/data-saver/image-sources';
import { formatBytes } from '@/features/data-saver/format-bytes';
import { useDataSaver } from '@/features/data-saver/preference';
import { currentLanguage } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { gridSizes, imageGridLayout } from './image-grid';

export type PostImage = Post['images'][number];

// The dialog (Radix) loads when a photo is first opened, not with the feed.
const Lightbox = lazy(async () => ({ default: (await import('./post-lightbox')).Lightbox }));

/**
 * Up to four photos in a box of fixed shape (no layout shift); a click opens one larger. Photos load
 * as they near the screen, but the first photo of the first post (`first`), likely the largest thing
 * on the first screen, is asked for at once and before the rest.
 */
export function PostImages({
  images,
  authorName,
  first = false,
}: {
  images: readonly PostImage[];
  authorName: string;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  // Kept mounted after the first open, so that the dialog can animate its closing.
  const [opened, setOpened] = useState(false);
  const dataSaver = useDataSaver();
  // With data saver, photos wait for a tap (each its own).
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const shown = images.slice(0, 4);
  const layout = imageGridLayout(shown);
  if (shown.length === 0) return null;
  const count = shown.length;
  const sizes = gridSizes(layout);
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
        {shown.map((image, index) => {
          const cell = cn(
            'relative min-h-0 overflow-hidden outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset',
            layout.cells[index]?.rowSpan === 2 && 'row-span-2',
            layout.cells[index]?.colSpan === 2 && 'col-span-2',
          );
          if (dataSaver && !revealed.has(index)) {
            const light = lightVariant(image);
            const size =
              light.bytes === undefined
                ? `${image.width} × ${image.height}`
                : formatBytes(light.bytes, currentLanguage());
            return (
              <button
                key={image.url}
                type="button"
                onClick={() => setRevealed(new Set(revealed).add(index))}
                className={cn(
                  cell,
                  'flex items-center justify-center gap-2 p-2 text-sm font-medium text-muted-foreground hover:bg-muted/70',
                )}
                aria-label={t('dataSaver.placeholder.loadNamed', {
                  count,
                  index: index + 1,
                  name: authorName,
                  size,
                })}
                data-testid="image-placeholder"
              >
                <ImageDown aria-hidden="true" className="size-5 shrink-0" />
                <span aria-hidden="true">{t('dataSaver.placeholder.load', { size })}</span>
              </button>
            );
          }
          const light = dataSaver ? lightVariant(image) : null;
          const sets = srcSets(image);
          return (
            <button
              key={image.url}
              type="button"
              onClick={() => {
                setOpened(true);
                setOpen(index);
              }}
              className={cell}
              aria-label={t('posts.images.open', { count, index: index + 1, name: authorName })}
            >
              <picture>
                {!light && sets.webp ? (
                  <source type="image/webp" srcSet={sets.webp} sizes={sizes} />
                ) : null}
                <img
                  src={light?.url ?? image.url}
                  srcSet={light ? undefined : (sets.fallback ?? undefined)}
                  sizes={light || !sets.fallback ? undefined : sizes}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading={first && index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={first && index === 0 ? 'high' : undefined}
                  decoding="async"
                  className="size-full object-cover transition-opacity hover:opacity-95"
                />
              </picture>
            </button>
          );
        })}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <Lightbox images={shown} index={open} onIndexChange={setOpen} authorName={authorName} />
        </Suspense>
      ) : null}
    </>
  );
}
