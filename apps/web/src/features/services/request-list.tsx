import type { RequestState, ServiceRequest } from '@aebro/shared/services';
import Inbox from 'lucide-react/icons/inbox';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listTexts, NextPage } from '@/components/paged-list';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { requestStates } from '@aebro/shared/service-rules';
import { RequestCard } from './request-card';
import { LoadError } from './service-list';
import { useMyRequests } from './use-services';
import { oneOf } from '@/lib/one-of';

const newestFirst = (a: ServiceRequest, b: ServiceRequest): number =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * My requests as the business or the member, by state, newest first. A request answered here
 * (accepted, declined, completed, cancelled) stays where it was, in its new state, until another
 * filter is chosen: it does not vanish from under the hand that moved it.
 */
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
  const [moved, setMoved] = useState<{ state: string; requests: ServiceRequest[] }>({
    state,
    requests: [],
  });
  const kept = moved.state === state ? moved.requests : [];
  const onMoved = (request: ServiceRequest): void =>
    setMoved((current) => ({
      state,
      requests: [
        ...(current.state === state ? current.requests : []).filter(
          (other) => other.id !== request.id,
        ),
        request,
      ],
    }));
  // "See my request" on a listing's page links to its card here.
  const { hash } = useLocation();
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#request-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [hash, loaded]);
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
    const fetched = query.data.pages.flatMap((page) => page.items);
    const fetchedIds = new Set(fetched.map((request) => request.id));
    const movedOut = kept.filter((request) => !fetchedIds.has(request.id));
    const items = [...fetched, ...movedOut].sort(newestFirst);
    content =
      items.length === 0 ? (
        <EmptyState frame="list" icon={Inbox} title={empty.title} text={empty.text}>
          {empty.action}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3" aria-label={t(`services.requests.${role}Label`)}>
            {items.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                highlighted={hash === `#request-${request.id}`}
                onMoved={onMoved}
                movedOut={
                  state !== 'all' && request.state !== state
                    ? () => onStateChange(request.state)
                    : undefined
                }
              />
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
          onChange={(event) => onStateChange(oneOf(requestStates, event.target.value) ?? 'all')}
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
