import type { Service } from '@aebro/shared/services';
import Store from 'lucide-react/icons/store';
import { useTranslation } from 'react-i18next';
import { LoadError as LoadErrorAlert } from '@/components/load-error';
import { listTexts, PagedList, type ListEmpty } from '@/components/paged-list';
import { ServiceCard, ServiceCardSkeleton } from './service-card';
import type { PageQuery } from './use-services';

interface ServiceListProps {
  query: PageQuery<Service>;
  label: string;
  empty: ListEmpty;
}

/** Listings page by page: skeletons, an empty state with the way on, an error with "Try again". */
export function ServiceList({ query, label, empty }: ServiceListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      label={label}
      texts={listTexts(t, 'services.list')}
      empty={{ ...empty, icon: empty.icon ?? Store }}
      skeleton={<ServiceCardSkeleton />}
      item={(service) => <ServiceCard service={service} />}
      itemKey={(service) => service.id}
    />
  );
}

/** A listing or listings did not load (the services area's wording by default). */
export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return <LoadErrorAlert text={text ?? t('services.list.loadFailed')} onRetry={onRetry} />;
}
