import { Hammer } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isScreenHandle } from './screen-handle';

/** Stands in for a screen of the route table that a later issue builds; it says so. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle);
  const screen = handle ? t(`screens.${handle.screen}`) : t('screens.unknown');
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center py-12 text-center"
      aria-labelledby="coming-soon-title"
    >
      <span className="inline-grid size-16 place-items-center rounded-full bg-accent/30 text-accent-foreground">
        <Hammer className="size-8" aria-hidden="true" />
      </span>
      <h2 id="coming-soon-title" className="mt-4 text-2xl font-bold">
        {screen}
      </h2>
      <p className="mt-3 text-muted-foreground">{t('comingSoon.message')}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">{t('notFound.returnHome')}</Link>
      </Button>
    </section>
  );
}
