import { LocateFixed, Search, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { businessCategories, isBusinessCategory } from '@aebro/shared/business-categories';
import { cities } from '@aebro/shared/cities';
import { isCityId, serviceLanguages, serviceSorts, type ServiceSort } from '@aebro/shared/services';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cityLabel } from '@/features/profiles/city-suggestions';
import { useSession } from '@/features/session/use-session';
import type { ServiceFilters } from './services-api';
import { cityOptions } from './service-labels';
import { ServiceList } from './service-list';
import { useDiscoverServices } from './use-services';

const searchDebounceMs = 300;

/** The city of the viewer's profile, when it is one of the 35 (their "near me", without distances). */
function homeCity(location: string | null | undefined): string | null {
  if (!location) return null;
  const text = location.toLowerCase();
  const city = cities.find(
    (candidate) =>
      cityLabel(candidate).toLowerCase() === text ||
      text.startsWith(candidate.name.toLowerCase()) ||
      location.startsWith(candidate.nameAm),
  );
  return city?.id ?? null;
}

function filtersFrom(params: URLSearchParams): ServiceFilters {
  const category = params.get('category') ?? '';
  const city = params.get('city') ?? '';
  const language = params.get('language') ?? '';
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: isBusinessCategory(category) ? category : '',
    city: isCityId(city) ? city : '',
    language: (serviceLanguages as readonly string[]).includes(language) ? language : '',
    sort: serviceSorts.find((value) => value === sort) ?? 'newest',
  };
}

/** Discover: search by text; filter by category, city and language; best rated or newest first. */
export function DiscoverServices() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [draft, setDraft] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const query = useDiscoverServices(filters);
  const home = homeCity(session.data?.profile.location);

  const set = (changes: Partial<ServiceFilters>): void => {
    const next = { ...filters, ...changes };
    const entries = Object.entries(next).filter(
      ([key, value]) => value !== '' && !(key === 'sort' && value === 'newest'),
    );
    setParams(Object.fromEntries(entries), { replace: true });
  };
  const filtered = Boolean(filters.q || filters.category || filters.city || filters.language);

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
          <div className="flex flex-col gap-1">
            <label htmlFor="service-category" className="text-xs font-medium">
              {t('services.discover.category')}
            </label>
            <NativeSelect
              id="service-category"
              value={filters.category}
              onChange={(event) => set({ category: event.target.value })}
            >
              <option value="">{t('services.discover.anyCategory')}</option>
              {businessCategories.map((id) => (
                <option key={id} value={id}>
                  {t(`categories.${id}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="service-city" className="text-xs font-medium">
              {t('services.discover.city')}
            </label>
            <NativeSelect
              id="service-city"
              value={filters.city}
              onChange={(event) => set({ city: event.target.value })}
            >
              <option value="">{t('services.discover.anyCity')}</option>
              {cityOptions(i18n.resolvedLanguage).map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="service-language" className="text-xs font-medium">
              {t('services.discover.language')}
            </label>
            <NativeSelect
              id="service-language"
              value={filters.language}
              onChange={(event) => set({ language: event.target.value })}
            >
              <option value="">{t('services.discover.anyLanguage')}</option>
              {serviceLanguages.map((id) => (
                <option key={id} value={id}>
                  {t(`services.languages.${id}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="service-sort" className="text-xs font-medium">
              {t('services.discover.sortLabel')}
            </label>
            <NativeSelect
              id="service-sort"
              value={filters.sort}
              onChange={(event) =>
                set({
                  sort:
                    serviceSorts.find((value) => value === event.target.value) ??
                    ('newest' satisfies ServiceSort),
                })
              }
            >
              <option value="newest">{t('services.discover.newest')}</option>
              <option value="rating">{t('services.discover.rating')}</option>
            </NativeSelect>
          </div>
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
                setParams(filters.sort === 'newest' ? {} : { sort: filters.sort }, {
                  replace: true,
                });
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
