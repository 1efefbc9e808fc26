import type { LucideIcon } from 'lucide-react';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Music from 'lucide-react/icons/eighth-notes';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import { useTranslation } from 'react-i18next';

const categories: ReadonlyArray<{
  key: 'cuisine' | 'care' | 'entertainment' | 'professional';
  icon: LucideIcon;
}> = [
  { key: 'cuisine', icon: UtensilsCrossed },
  { key: 'care', icon: HeartHandshake },
  { key: 'entertainment', icon: Music },
  { key: 'professional', icon: BriefcaseBusiness },
];

/** The four example categories of SPEC §1. */
export function LandingCategories() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-5xl px-4 py-12">
      <h2 id="categories-title" className="text-center text-2xl font-bold sm:text-3xl">
        {t('landing.categories.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        {t('landing.categories.subtitle')}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-xl border bg-card p-5 shadow-sm">
            <span className="inline-grid size-11 place-items-center rounded-lg bg-secondary text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{t(`landing.categories.${key}.name`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(`landing.categories.${key}.description`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
