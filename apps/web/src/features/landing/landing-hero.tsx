import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const talents = ['artists', 'lessons', 'friends', 'housing'] as const;

export function LandingHero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-14 pb-16 text-center sm:pt-20">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-muted-foreground">
          <span lang="am" className="font-brand font-bold text-primary">
            አብሮ
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('landing.hero.eyebrow')}</span>
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <a href="/auth?type=community">{t('landing.hero.joinCommunity')}</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/auth?type=business">{t('landing.hero.listBusiness')}</a>
          </Button>
        </div>
        <ul
          className="mt-8 flex flex-wrap justify-center gap-2"
          aria-label={t('landing.hero.talentsLabel')}
        >
          {talents.map((talent) => (
            <li
              key={talent}
              className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
            >
              {t(`landing.hero.talents.${talent}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
