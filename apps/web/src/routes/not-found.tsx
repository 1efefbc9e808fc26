import Compass from 'lucide-react/icons/compass';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useNotFoundTitle } from '@/features/layout/screen-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const attempted = `${location.pathname}${location.search}`;
  // Shown in place of a screen too (/admin to a member): the title must not name that screen.
  useNotFoundTitle();
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center py-12 text-center"
      aria-labelledby="not-found-title"
    >
      <span className="inline-grid size-16 place-items-center rounded-full bg-secondary text-primary">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-4 text-sm font-semibold text-muted-foreground">404</p>
      <h2 id="not-found-title" className="mt-1 text-2xl font-bold">
        {t('notFound.title')}
      </h2>
      <p className="mt-3 text-muted-foreground">{t('notFound.message')}</p>
      <code
        className="mt-3 max-w-full rounded-md bg-muted px-2 py-1 text-sm break-all"
        data-testid="attempted-path"
      >
        {attempted}
      </code>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/dashboard">{t('notFound.goToDashboard')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('notFound.returnHome')}</Link>
        </Button>
      </div>
    </section>
  );
}
