import { useTranslation } from 'react-i18next';
import { LogoLetter } from './brand';

/** The landing footer: logo letter, tagline, copyright and the two flags; no links (SPEC §1). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-muted/50">
      <div className="tibeb h-2 opacity-80" aria-hidden="true" />
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 px-4 py-10 text-center">
        <LogoLetter size="lg" />
        <p className="max-w-md text-muted-foreground">{t('footer.tagline')}</p>
        <p className="text-sm text-muted-foreground">{t('footer.copyright', { year: 2025 })}</p>
        <p className="text-2xl" role="img" aria-label={t('footer.flags')}>
          🇪🇹 🇪🇷
        </p>
      </div>
    </footer>
  );
}
