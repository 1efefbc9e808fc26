import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The logo letter: አ (the first letter of አብሮ) on deep green. */
const logoSizes = { sm: 'size-8 text-lg', md: 'size-9 text-xl', lg: 'size-11 text-2xl' } as const;

export function LogoLetter({ size = 'md' }: { size?: keyof typeof logoSizes }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid place-items-center rounded-xl bg-primary font-brand leading-none font-bold text-accent',
        logoSizes[size],
      )}
    >
      አ
    </span>
  );
}

/** The home link: its accessible name is the visible name (WCAG label-in-name). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <a href="/" className="flex items-center gap-2 rounded-md font-bold">
      <LogoLetter />
      {/* Below 400 px the three language names need its room; the link keeps it as its name. */}
      <span className="text-lg tracking-tight max-[399px]:sr-only">{t('brand.name')}</span>
    </a>
  );
}
