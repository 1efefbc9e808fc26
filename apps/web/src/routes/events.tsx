import type { EventCategory } from '@aebro/shared/events';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import History from 'lucide-react/icons/rotate-ccw-clock';
import UserRound from 'lucide-react/icons/user-round';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import { CalendarFeedCard } from '@/features/events/calendar-feed';
import { dateRanges, rangeOf } from '@/features/events/date-ranges';
import { EventFilters, type FilterValues } from '@/features/events/event-filters';
import { EventList } from '@/features/events/event-list';
import type { MyEventsRole } from '@/features/events/events-api';
import { useEventList, useMyEvents } from '@/features/events/use-events';
import { oneOf } from '@/lib/one-of';
import { useSearchParamsUpdate } from '@/lib/use-search-params-update';

const tabs = ['upcoming', 'past', 'mine'] as const;
type Tab = (typeof tabs)[number];
const roles: MyEventsRole[] = ['organising', 'going', 'saved'];

function filtersFrom(params: URLSearchParams): FilterValues {
  return {
    category: params.get('category') ?? '',
    city: params.get('city') ?? '',
    when: oneOf(dateRanges, params.get('when')) ?? 'any',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
  };
}

/** /events and /dashboard/events: upcoming with filters, past apart, and my events. */
export default function EventsPage() {
  const { t } = useTranslation();
  const [params, change] = useSearchParamsUpdate();
  const tab: Tab = oneOf(tabs, params.get('tab')) ?? 'upcoming';
  const role: MyEventsRole = oneOf(roles, params.get('role')) ?? 'going';
  const filters = filtersFrom(params);
  const update = (changes: Record<string, string>): void =>
    change((next) => {
      for (const [key, value] of Object.entries(changes))
        if (
          value &&
          !(key === 'tab' && value === 'upcoming') &&
          !(key === 'when' && value === 'any')
        )
          next.set(key, value);
        else next.delete(key);
    });
  const setFilters = (values: FilterValues): void =>
    update({ ...values, when: values.when, from: values.from, to: values.to });

  const q = useDeferredValue(filters.q.trim());
  const range = tab === 'upcoming' ? rangeOf(filters.when, filters) : {};
  const query = {
    when: tab === 'past' ? ('past' as const) : ('upcoming' as const),
    q,
    ...(filters.category ? { category: filters.category as EventCategory } : {}),
    ...(filters.city ? { city: filters.city } : {}),
    ...range,
  };
  const list = useEventList(query);
  const mine = useMyEvents(role);

  const filtered = (
    <EventFilters values={filters} onChange={setFilters} showRange={tab === 'upcoming'} />
  );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-2xl font-bold">{t('events.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('events.intro')}</p>
        </div>
        <Button asChild>
          <Link to="/create-event">
            <CalendarPlus aria-hidden="true" />
            {t('events.create')}
          </Link>
        </Button>
      </div>
      <AddressTabs
        tabs={tabs}
        value={tab}
        onValueChange={(next) => update({ tab: next })}
        list={
          <TabsList aria-label={t('events.tabs.label')}>
            <TabsTrigger value="upcoming">
              <CalendarDays className="hidden size-4 sm:block" aria-hidden="true" />
              {t('events.tabs.upcoming')}
            </TabsTrigger>
            <TabsTrigger value="past">
              <History className="hidden size-4 sm:block" aria-hidden="true" />
              {t('events.tabs.past')}
            </TabsTrigger>
            <TabsTrigger value="mine">
              <UserRound className="hidden size-4 sm:block" aria-hidden="true" />
              {t('events.tabs.mine')}
            </TabsTrigger>
          </TabsList>
        }
      >
        <TabsPanel value="upcoming" className="flex flex-col gap-4">
          {filtered}
          <EventList
            query={list}
            label={t('events.tabs.upcoming')}
            empty={{ title: t('events.list.emptyTitle'), text: t('events.list.emptyText') }}
          />
        </TabsPanel>
        <TabsPanel value="past" className="flex flex-col gap-4">
          {filtered}
          <EventList
            query={list}
            label={t('events.tabs.past')}
            empty={{ title: t('events.list.pastEmptyTitle'), text: t('events.list.pastEmptyText') }}
          />
        </TabsPanel>
        <TabsPanel value="mine" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <label htmlFor="my-events-role" className="text-sm font-medium">
              {t('events.mine.label')}
            </label>
            <NativeSelect
              id="my-events-role"
              value={role}
              onChange={(event) => update({ role: event.target.value })}
            >
              {roles.map((item) => (
                <option key={item} value={item}>
                  {t(`events.mine.${item}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <EventList
            query={mine}
            label={t(`events.mine.${role}`)}
            empty={{ title: t(`events.list.${role}Empty`) }}
          />
          <CalendarFeedCard />
        </TabsPanel>
      </AddressTabs>
    </div>
  );
}
