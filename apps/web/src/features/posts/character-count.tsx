import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/locale-format';

/** "120 of 5,000 characters", red past the limit; tied to its field through aria-describedby. */
export function CharacterCount({ id, used, max }: { id: string; used: number; max: number }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.resolvedLanguage);
  return (
    <span
      id={id}
      className={cn(
        'text-xs tabular-nums',
        used > max ? 'font-semibold text-destructive' : 'text-muted-foreground',
      )}
    >
      {t('forms.characterCount', { used: number.format(used), max: number.format(max) })}
    </span>
  );
}
