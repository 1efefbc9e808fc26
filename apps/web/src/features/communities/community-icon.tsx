import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

const sizes = { sm: 'size-12 text-base', lg: 'size-20 text-2xl sm:size-24' } as const;

/** A community's icon, or its initials on the brand colour when it has none (as its chat's avatar). Decorative. */
export function CommunityIcon({
  name,
  src,
  size = 'sm',
  className,
}: {
  name: string;
  src: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const letters = initialsOf(name);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-xl bg-primary font-bold text-primary-foreground',
        sizes[size],
        className,
      )}
    >
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        letters
      )}
    </span>
  );
}
