import type { RequestState } from '@aebro/shared/services';
import { Inbox, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listTexts, NextPage } from '@/components/paged-list';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { requestStates } from '@aebro/shared/services';
import { RequestCard } from './request-card';
import { LoadError } from './service-list';
import { useMyRequests } from './use-services';

/** My requests as the business or the member, by state, newest first. */
export function RequestList({
  role,
  state,
  onStateChange,
  empty,
}: {
  role: 'business' | 'member';
  state: RequestState | 'all';
  onStateChange: (state: RequestState | 'all') => void;
  empty: { title: string; text: string; action?: ReactNode };
}) {
  const { t } = useTranslation();
  const query = useMyRequests(role, state);
  const selectId = `requests-state-${role}`;
  let content;
  if (query.isPending)
    content = (
      <div role="status" className="flex justify-center p-6">
        <LoaderCircle
          className="size-6 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        />
        <span className="sr-only">{t('services.list.loading')}</span>
      </div>
    );
  else if (!query.data) content = <LoadError onRetry={() => void query.refetch()} />;
  else {
    const items = query.data.pages.flatMap((page) => page.items);
    content =
      items.length === 0 ? (
        <EmptyState frame="list" icon={Inbox} title={empty.title} text={empty.text}>
          {empty.action}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3" aria-label={t(`services.requests.${role}Label`)}>
            {items.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
          <NextPage query={query} texts={listTexts(t, 'services.list')} />
        </div>
      );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium whitespace-nowrap">
          {t('services.requests.show')}
        </label>
        <NativeSelect
          id={selectId}
          value={state}
          className="w-auto"
          onChange={(event) =>
            onStateChange(requestStates.find((value) => value === event.target.value) ?? 'all')
          }
        >
          <option value="all">{t('services.states.all')}</option>
          {requestStates.map((value) => (
            <option key={value} value={value}>
              {t(`services.states.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {content}
    </div>
  );
}
