import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones: Record<
  'error' | 'success' | 'info',
  { className: string; icon: LucideIcon; iconClass: string }
> = {
  error: {
    className: 'border-destructive/40 bg-destructive/10 text-foreground',
    icon: CircleAlert,
    iconClass: 'text-destructive',
  },
  success: {
    className: 'border-primary/40 bg-secondary text-secondary-foreground',
    icon: CircleCheck,
    iconClass: 'text-primary',
  },
  info: {
    className: 'border-border bg-muted text-foreground',
    icon: Info,
    iconClass: 'text-muted-foreground',
  },
};

interface AlertProps {
  tone: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message in the flow of the page; errors interrupt screen readers, the rest waits its turn. */
export function Alert({ tone, title, children, className }: AlertProps) {
  const { icon: Icon, className: toneClass, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', toneClass, className)}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
