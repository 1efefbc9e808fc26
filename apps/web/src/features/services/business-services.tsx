import Plus from 'lucide-react/icons/plus';
import Store from 'lucide-react/icons/store';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Service } from '@aebro/shared/services';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListingActions } from './listing-actions';
import { ServiceCard, ServiceCardSkeleton } from './service-card';
import { LoadError } from './service-list';
import { useBusinessServices } from './use-services';

/** A business's listings; its owner gets edit, pause and delete on each and "List a service". */
export function BusinessServices({
  businessId,
  isOwner,
  heading = 'h2',
}: {
  businessId: string;
  isOwner: boolean;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const query = useBusinessServices(businessId);
  const Heading = heading;
  let content;
  if (query.isPending)
    content = (
      <ul role="status" aria-label={t('services.list.loading')} className="flex flex-col gap-3">
        <ServiceCardSkeleton />
      </ul>
    );
  else if (!query.data) content = <LoadError onRetry={() => void query.refetch()} />;
  else {
    const services: Service[] = query.data.pages.flatMap((page) => page.items);
    if (services.length === 0 && !isOwner) return null;
    content =
      services.length === 0 ? (
        <EmptyState
          frame="list"
          icon={Store}
          title={t('services.owner.noneTitle')}
          text={t('services.owner.noneText')}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('services.owner.listLabel')}>
          {services.map((service) =>
            isOwner ? (
              <li key={service.id} className="flex flex-col gap-2">
                <ul>
                  <ServiceCard service={service} />
                </ul>
                <ListingActions service={service} />
              </li>
            ) : (
              <ServiceCard key={service.id} service={service} />
            ),
          )}
        </ul>
      );
  }
  return (
    <section aria-labelledby={`services-of-${businessId}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`services-of-${businessId}`} className="text-lg font-semibold">
          {t('services.owner.title')}
        </Heading>
        {isOwner ? (
          <Button size="sm" asChild>
            <Link to="/services/new">
              <Plus aria-hidden="true" />
              {t('services.listService')}
            </Link>
          </Button>
        ) : null}
      </div>
      {content}
    </section>
  );
}
