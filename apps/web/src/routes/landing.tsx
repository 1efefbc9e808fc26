import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LandingBanner } from '@/features/landing/landing-banner';
import { LandingCategories } from '@/features/landing/landing-categories';
import { LandingHero } from '@/features/landing/landing-hero';
import { LandingTestimonials } from '@/features/landing/landing-testimonials';
import { Brand } from '@/features/layout/brand';
import { LanguageSwitcher } from '@/features/layout/language-switcher';
import { SiteFooter } from '@/features/layout/site-footer';

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-background/90">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
          <Brand />
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            <Button asChild size="sm" variant="ghost">
              <a href="/auth">{t('header.signIn')}</a>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <LandingHero />
        <LandingCategories />
        <LandingBanner />
        <LandingTestimonials />
      </main>
      <SiteFooter />
    </div>
  );
}
