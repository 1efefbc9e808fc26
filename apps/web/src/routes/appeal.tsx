import { useQuery, useQueryClient } from '@tanstack/react-query';
import LinkIcon from 'lucide-react/icons/link-2-off';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StrikeCard } from '@/features/safety/strike-card';
import { appealByToken, strikeByTokenQuery } from '@/features/safety/strikes-api';
import { ApiRequestError } from '@/lib/api';

/**
 * /appeal/:token (issue 37): the appeal form a strike's e-mail links to. It needs no session, since a
 * suspended or banned member cannot sign in; the signed link is the proof.
 */
export default function AppealPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const query = strikeByTokenQuery(token);
  const strike = useQuery(query);
  const missing = strike.error instanceof ApiRequestError && strike.error.status === 404;
  return (
    <section aria-labelledby="appeal-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="appeal-title" className="text-2xl font-bold">
          {t('safety.strikes.link.title')}
        </h1>
        {strike.data ? (
          <p className="text-sm text-muted-foreground">{t('safety.strikes.link.intro')}</p>
        ) : null}
      </div>
      {strike.isPending ? (
        <div role="status">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : missing ? (
        <EmptyState
          frame="card"
          icon={LinkIcon}
          title={t('safety.strikes.link.invalid')}
          text={t('safety.strikes.link.invalidHint')}
        >
          <Button asChild variant="outline" size="sm">
            <Link to="/auth">{t('safety.strikes.link.signIn')}</Link>
          </Button>
        </EmptyState>
      ) : strike.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border bg-card p-4">
          <p className="text-sm">{t('safety.strikes.loadFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void strike.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <StrikeCard
          strike={strike.data}
          headingLevel="h2"
          appeal={async (text) =>
            queryClient.setQueryData(query.queryKey, await appealByToken(token, text))
          }
        />
      )}
    </section>
  );
}
