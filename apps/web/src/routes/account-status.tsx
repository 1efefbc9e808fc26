import { useQuery, useQueryClient } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Strike } from '@aebro/shared/strikes';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StrikeCard } from '@/features/safety/strike-card';
import { appealMyStrike, myStrikesQuery } from '@/features/safety/strikes-api';

/** /settings/account-status (issue 37): every moderation action on my account, and my appeals. */
export default function AccountStatusPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(myStrikesQuery);
  const appeal = async (id: string, text: string) => {
    const saved = await appealMyStrike(id, text);
    queryClient.setQueryData<Strike[]>(myStrikesQuery.queryKey, (items) =>
      items?.map((item) => (item.id === saved.id ? saved : item)),
    );
  };
  return (
    <section
      aria-labelledby="account-status-title"
      className="mx-auto flex w-full max-w-2xl flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="account-status-title" className="text-2xl font-bold">
          {t('screens.accountStatus')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('safety.strikes.intro')}</p>
        <Link
          to="/settings#status"
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          {t('safety.strikes.settingsLink')}
        </Link>
      </div>
      {list.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-4">
          <p className="text-sm">{t('safety.strikes.loadFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState
          frame="card"
          icon={ShieldCheck}
          title={t('safety.strikes.empty')}
          text={t('safety.strikes.emptyHint')}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby="account-status-title">
          {list.data.map((strike) => (
            <li key={strike.id}>
              <StrikeCard strike={strike} appeal={(text) => appeal(strike.id, text)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
