import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-24 text-2xl' } as const;
const dotSizes = {
  sm: 'size-2.5 right-0 bottom-0',
  md: 'size-3 right-0 bottom-0',
  lg: 'size-5 right-1 bottom-1',
} as const;

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /** Shows a green dot, announced as "Online", when the person is online. */
  online?: boolean | null;
}

/** A circle with the picture, or the initials when there is none (or it fails to load). Decorative. */
export function Avatar({ name, src, size = 'md', className, online = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
  if (!online) return circle;
  return (
    <span className="relative inline-flex shrink-0">
      {circle}
      <OnlineDot className={dotSizes[size]} />
    </span>
  );
}

function OnlineDot({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('people.presence.online')}
      title={t('people.presence.online')}
      className={cn('absolute rounded-full bg-green-600 ring-2 ring-background', className)}
    />
  );
}
