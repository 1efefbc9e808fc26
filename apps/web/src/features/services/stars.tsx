import Star from 'lucide-react/icons/star';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ratingText } from './service-labels';

/** Five stars, filled to the rounded rating, read out as "4.3 out of 5". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(value);
  return (
    <span
      role="img"
      aria-label={t('services.rating.outOf', { value })}
      className={cn('inline-flex items-center gap-0.5 text-accent', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rounded ? 'fill-current' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}

/** The average and count: "★★★★☆ 4.3 (12 reviews)", or "No reviews yet". */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number | null;
  count: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (average === null || count === 0)
    return (
      <span className={cn('text-sm text-muted-foreground', className)}>
        {t('services.rating.none')}
      </span>
    );
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <Stars value={average} />
      <span className="font-semibold">{ratingText(average, i18n.resolvedLanguage)}</span>
      <span className="text-muted-foreground">{t('services.rating.count', { count })}</span>
    </span>
  );
}

/** 1–5 stars to choose, as a radio group: arrow keys move, each star is labelled. */
export function StarInput({
  value,
  onChange,
  disabled,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              disabled={disabled}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{t('services.rating.stars', { count: star })}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                star <= value ? 'fill-current text-accent' : 'text-muted-foreground/60',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
