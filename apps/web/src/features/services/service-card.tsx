import ImageOff from 'lucide-react/icons/image-off';
import MapPin from 'lucide-react/icons/map-pin';
import PauseCircle from 'lucide-react/icons/circle-pause';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Service } from '@aebro/shared/services';
import { categoryName, personName } from '@/features/people/person-name';
import { VerifiedBadge } from '@/features/people/verified-badge';
import { cityName } from './service-labels';
import { RatingSummary } from './stars';

/** One listing in a list: photo, title, business (with its verified badge), category, city, rating. */
export function ServiceCard({ service }: { service: Service }) {
  const { t, i18n } = useTranslation();
  const photo = service.photos[0];
  return (
    <li>
      <Link
        to={`/service/${service.id}`}
        className="flex gap-3 overflow-hidden rounded-xl border bg-card p-3 shadow-sm outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-muted text-muted-foreground sm:size-28">
          {photo ? (
            <img
              src={photo.url}
              alt=""
              width={photo.width}
              height={photo.height}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <ImageOff className="size-6" aria-hidden="true" />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="line-clamp-2 font-semibold">{service.title}</span>
          <span className="flex min-w-0 items-center gap-1 text-sm">
            <span className="truncate">{personName(service.business, t)}</span>
            {service.business.isVerified ? <VerifiedBadge className="size-4 shrink-0" /> : null}
          </span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            <span>{categoryName(service.category, t)}</span>
            <span className="inline-flex items-center gap-0.5">
              <MapPin className="size-3.5" aria-hidden="true" />
              {cityName(service.city, i18n.resolvedLanguage)}
            </span>
            {service.paused ? (
              <span className="inline-flex items-center gap-0.5 font-medium text-foreground">
                <PauseCircle className="size-3.5" aria-hidden="true" />
                {t('services.paused')}
              </span>
            ) : null}
          </span>
          <RatingSummary average={service.rating.average} count={service.rating.count} />
        </span>
      </Link>
    </li>
  );
}

/** A placeholder card of the same size while a list loads. */
export function ServiceCardSkeleton() {
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3" aria-hidden="true">
      <span className="size-24 shrink-0 animate-pulse rounded-lg bg-muted motion-reduce:animate-none sm:size-28" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-4 w-48 max-w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <span className="h-3 w-32 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <span className="h-3 w-40 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      </span>
    </li>
  );
}
