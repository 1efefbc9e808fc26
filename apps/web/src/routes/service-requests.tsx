import Compass from 'lucide-react/icons/compass';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestStates, type RequestState } from '@aebro/shared/service-rules';
import { Button } from '@/components/ui/button';
import { RequestList } from '@/features/services/request-list';
import { oneOf } from '@/lib/one-of';

/** /services/requests: the requests I sent, with cancel and review. */
export default function ServiceRequestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = oneOf(requestStates, params.get('state')) ?? 'all';
  const show = (next: RequestState | 'all') =>
    setParams(next === 'all' ? {} : { state: next }, { replace: true });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold">{t('services.requests.mineTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('services.requests.mineIntro')}</p>
      </div>
      <RequestList
        role="member"
        state={state}
        onStateChange={show}
        empty={{
          title: t('services.requests.mineEmptyTitle'),
          text: t('services.requests.mineEmptyText'),
          action: (
            <Button variant="outline" asChild>
              <Link to="/services">
                <Compass aria-hidden="true" />
                {t('services.findServices')}
              </Link>
            </Button>
          ),
        }}
      />
    </div>
  );
}
