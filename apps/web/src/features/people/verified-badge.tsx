import BadgeCheck from 'lucide-react/icons/badge-check';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The gold badge of a verified business, with its meaning for screen readers. */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <BadgeCheck
      role="img"
      aria-label={t('people.verified')}
      className={cn('inline-block shrink-0 fill-gold text-background', className)}
    >
      <title>{t('people.verified')}</title>
    </BadgeCheck>
  );
}
