import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Service } from '@aebro/shared/services';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/use-date-format';

type OpenRequest = NonNullable<Service['viewer']['openRequest']>;

/** Where "Request this service" was: my request that is still open, and the way to it. */
export function OpenRequestNotice({ request }: { request: OpenRequest }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const date = format.date(request.createdAt, { withTime: true });
  return (
    <Alert
      tone={request.state === 'accepted' ? 'success' : 'info'}
      title={t(`services.page.pending.${request.state}Title`)}
    >
      <p>{t(`services.page.pending.${request.state}Text`, { date })}</p>
      <Button size="sm" variant="outline" className="mt-1 self-start" asChild>
        <Link to={`/services/requests?state=${request.state}#request-${request.id}`}>
          {t('services.page.pending.see')}
          <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      </Button>
    </Alert>
  );
}
