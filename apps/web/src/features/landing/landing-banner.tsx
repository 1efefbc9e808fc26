import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** 'Built by Ethiopians, for Ethiopians', with its two buttons to /auth (SPEC §1). */
export function LandingBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="banner-title" className="px-4 py-8">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-2xl bg-primary text-primary-foreground shadow-md">
        <div className="tibeb h-3" aria-hidden="true" />
        <div className="flex flex-col items-center px-6 py-12 text-center">
          <h2 id="banner-title" className="text-2xl font-bold text-balance sm:text-3xl">
            {t('landing.banner.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-pretty opacity-90">{t('landing.banner.text')}</p>
          <div className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href="/auth">{t('landing.banner.joinNetwork')}</a>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <a href="/auth">{t('landing.banner.exploreServices')}</a>
            </Button>
          </div>
        </div>
        <div className="tibeb h-3" aria-hidden="true" />
      </div>
    </section>
  );
}
