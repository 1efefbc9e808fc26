import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-24 text-2xl' } as const;

/** The first letters of up to two words: "Selam Tesfaye" → "ST". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

/** A circle with the picture, or the initials when there is none (or it fails to load). Decorative. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground', sizes[size], className)}
    >
      {showImage ? (
        <img src={src ?? undefined} alt="" className="size-full object-cover" onError={() => setFailed(src ?? null)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
