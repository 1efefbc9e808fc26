import LocateFixed from 'lucide-react/icons/locate-fixed';
import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessCategories, isBusinessCategory } from '@aebro/shared/business-categories';
import {
  isCityId,
  serviceLanguages,
  serviceSorts,
  type ServiceSort,
} from '@aebro/shared/service-rules';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useSession } from '@/features/session/use-session';
import { cityOfLocation } from '@/lib/place-names';
import { useSearchParamsUpdate } from '@/lib/use-search-params-update';
import { oneOf } from '@/lib/one-of';
import type { ServiceFilters } from './services-api';
import { cityOptions } from './service-labels';
import { ServiceList } from './service-list';
import { useDiscoverServices } from './use-services';

const searchDebounceMs = 300;

const filterKeys = ['q', 'category', 'city', 'language', 'sort'] as const satisfies ReadonlyArray<
  keyof ServiceFilters
>;

function filtersFrom(params: URLSearchParams): ServiceFilters {
  const category = params.get('category') ?? '';
  const city = params.get('city') ?? '';
  return {
    q: params.get('q') ?? '',
    category: isBusinessCategory(category) ? category : '',
    city: isCityId(city) ? city : '',
    language: oneOf(serviceLanguages, params.get('language')) ?? '',
    sort: oneOf(serviceSorts, params.get('sort')) ?? 'newest',
  };
}

interface Option {
  value: string;
  label: string;
}

/** One of the filters over the list: a small label above the browser's own select. */
function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Discover: search by text; filter by category, city and language; best rated or newest first. */
export function DiscoverServices() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [params, update] = useSearchParamsUpdate();
  const filters = filtersFrom(params);
  const [draft, setDraft] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const query = useDiscoverServices(filters);
  const home = cityOfLocation(session.data?.profile.location)?.id ?? null;

  /** The URL holds just the filters that differ from their defaults. */
  const write = (next: URLSearchParams, chosen: ServiceFilters): void => {
    for (const key of [...next.keys()]) next.delete(key);
    for (const key of filterKeys) {
      const value = chosen[key];
      if (value !== '' && !(key === 'sort' && value === 'newest')) next.set(key, value);
    }
  };
  const set = (changes: Partial<ServiceFilters>): void =>
    update((next) => write(next, { ...filtersFrom(next), ...changes }));
  const filtered = Boolean(filters.q || filters.category || filters.city || filters.language);
  const any = (label: string): Option => ({ value: '', label });
  const selects: ReadonlyArray<{
    name: 'category' | 'city' | 'language' | 'sort';
    label: string;
    options: Option[];
    pick: (value: string) => Partial<ServiceFilters>;
  }> = [
    {
      name: 'category',
      label: t('services.discover.category'),
      options: [
        any(t('services.discover.anyCategory')),
        ...businessCategories.map((id) => ({ value: id, label: t(`categories.${id}`) })),
      ],
      pick: (category) => ({ category }),
    },
    {
      name: 'city',
      label: t('services.discover.city'),
      options: [
        any(t('services.discover.anyCity')),
        ...cityOptions(i18n.resolvedLanguage).map((city) => ({ value: city.id, label: city.name })),
      ],
      pick: (city) => ({ city }),
    },
    {
      name: 'language',
      label: t('services.discover.language'),
      options: [
        any(t('services.discover.anyLanguage')),
        ...serviceLanguages.map((id) => ({ value: id, label: t(`services.languages.${id}`) })),
      ],
      pick: (language) => ({ language }),
    },
    {
      name: 'sort',
      label: t('services.discover.sortLabel'),
      options: [
        { value: 'newest', label: t('services.discover.newest') },
        { value: 'rating', label: t('services.discover.rating') },
      ],
      pick: (sort) => ({
        sort: oneOf(serviceSorts, sort) ?? ('newest' satisfies ServiceSort),
      }),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(timer.current);
          set({ q: draft.trim() });
        }}
      >
        <label htmlFor="service-search" className="sr-only">
          {t('services.discover.searchLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="service-search"
            type="search"
            value={draft}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('services.discover.placeholder')}
            className="pl-9"
            onChange={(event) => {
              const value = event.target.value;
              setDraft(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => set({ q: value.trim() }), searchDebounceMs);
            }}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {selects.map((select) => (
            <FilterSelect
              key={select.name}
              id={`service-${select.name}`}
              label={select.label}
              value={filters[select.name]}
              options={select.options}
              onChange={(value) => set(select.pick(value))}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {home && filters.city !== home ? (
            <Button type="button" variant="outline" size="sm" onClick={() => set({ city: home })}>
              <LocateFixed aria-hidden="true" />
              {t('services.discover.nearMe')}
            </Button>
          ) : null}
          {filtered ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft('');
                update((next) =>
                  write(next, {
                    q: '',
                    category: '',
                    city: '',
                    language: '',
                    sort: filtersFrom(next).sort,
                  }),
                );
              }}
            >
              {t('services.discover.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      <ServiceList
        query={query}
        label={t('services.discover.listLabel')}
        empty={
          filtered
            ? {
                icon: SearchX,
                title: t('services.discover.emptyTitle'),
                text: t('services.discover.emptyText'),
              }
            : {
                title: t('services.discover.noneYetTitle'),
                text: t('services.discover.noneYetText'),
              }
        }
      />
    </div>
  );
}
