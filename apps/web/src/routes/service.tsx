import CalendarClock from 'lucide-react/icons/calendar-clock';
import Clock from 'lucide-react/icons/clock';
import Globe from 'lucide-react/icons/globe';
import Languages from 'lucide-react/icons/languages';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import Send from 'lucide-react/icons/send';
import Store from 'lucide-react/icons/store';
import Tag from 'lucide-react/icons/tag';
import Wallet from 'lucide-react/icons/wallet';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useItemTitle } from '@/features/layout/screen-title';
import { categoryName, personName } from '@/features/people/person-name';
import { VerifiedBadge } from '@/features/people/verified-badge';
import { ListingActions } from '@/features/services/listing-actions';
import { RequestDialog } from '@/features/services/request-dialog';
import { ServiceReviews } from '@/features/services/reviews';
import { cityName, priceText, timeOfDay } from '@/features/services/service-labels';
import { LoadError } from '@/features/services/service-list';
import { OpenRequestNotice } from '@/features/services/open-request-notice';
import { RatingSummary } from '@/features/services/stars';
import { useService } from '@/features/services/use-services';
import { useDateFormat } from '@/lib/use-date-format';

const safeUrl = (value: string): string | null => (/^https?:\/\//i.test(value) ? value : null);

/** /service/:id: photos, description, the business, details, reviews and the Request button. */
export default function ServicePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const service = useService(id);
  const format = useDateFormat();
  const [requesting, setRequesting] = useState(false);
  useItemTitle(service.data?.title);

  if (service.isPending)
    return (
      <div
        role="status"
        aria-label={t('services.list.loading')}
        className="mx-auto flex max-w-2xl flex-col gap-4"
      >
        <div className="aspect-[16/9] animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
        <div className="h-6 w-2/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <div className="h-24 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      </div>
    );
  if (!service.data)
    return (
      <div className="mx-auto max-w-2xl">
        {service.error.status === 404 || service.error.status === 400 ? (
          <EmptyState
            icon={Store}
            heading="h2"
            title={t('services.page.notFoundTitle')}
            text={t('services.page.notFoundText')}
          >
            <Button asChild>
              <Link to="/services">{t('services.findServices')}</Link>
            </Button>
          </EmptyState>
        ) : (
          <LoadError onRetry={() => void service.refetch()} />
        )}
      </div>
    );

  const data = service.data;
  const business = personName(data.business, t);
  const [cover, ...rest] = data.photos;
  const website = data.contact.website ? safeUrl(data.contact.website) : null;
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-5">
      {cover ? (
        <div className="flex flex-col gap-2">
          <img
            src={cover.url}
            alt={t('services.page.photoAlt', { service: data.title, number: 1 })}
            width={cover.width}
            height={cover.height}
            className="aspect-[16/9] w-full rounded-xl object-cover"
          />
          {rest.length > 0 ? (
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
              {rest.map((photo, index) => (
                <li key={photo.url}>
                  <a
                    href={photo.url}
                    target="_blank"
                    rel="noreferrer"
                    className="block overflow-hidden rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <img
                      src={photo.url}
                      alt={t('services.page.photoAlt', { service: data.title, number: index + 2 })}
                      loading="lazy"
                      className="aspect-square w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {data.paused ? (
        <Alert tone="info" title={t('services.page.pausedTitle')}>
          <p>{t('services.page.pausedText')}</p>
        </Alert>
      ) : null}
      <header className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold">{data.title}</h2>
        {/* Without reviews, the reviews section below says so (once). */}
        {data.rating.count > 0 ? (
          <RatingSummary average={data.rating.average} count={data.rating.count} />
        ) : null}
        <Link
          to={`/profile/${data.business.id}`}
          className="flex items-center gap-2 self-start rounded-lg p-1 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Avatar name={business} src={data.business.avatarUrl} size="sm" />
          <span className="font-medium">{business}</span>
          {data.business.isVerified ? <VerifiedBadge className="size-4" /> : null}
        </Link>
      </header>
      {data.viewer.openRequest ? <OpenRequestNotice request={data.viewer.openRequest} /> : null}
      <div className="flex flex-wrap gap-2 empty:hidden">
        {data.viewer.canRequest ? (
          <Button onClick={() => setRequesting(true)}>
            <Send aria-hidden="true" />
            {t('services.page.request')}
          </Button>
        ) : null}
        {data.viewer.isOwner ? (
          <ListingActions service={data} afterDelete="/services/manage" />
        ) : null}
      </div>
      <p className="whitespace-pre-line">{data.description}</p>
      <dl className="grid gap-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-2">
        <Detail icon={Tag} term={t('services.page.category')}>
          {categoryName(data.category, t)}
        </Detail>
        <Detail icon={MapPin} term={t('services.page.city')}>
          {cityName(data.city, i18n.resolvedLanguage)}
          {data.serviceArea ? ` · ${data.serviceArea}` : ''}
        </Detail>
        <Detail icon={Wallet} term={t('services.page.price')}>
          {priceText(data.price, t, i18n.resolvedLanguage)}
        </Detail>
        <Detail icon={Languages} term={t('services.page.languages')}>
          {data.languages.map((language) => t(`services.languages.${language}`)).join(', ')}
        </Detail>
        <Detail icon={data.hours ? Clock : CalendarClock} term={t('services.page.hours')}>
          {data.hours === null ? (
            t('services.hours.byAppointment')
          ) : (
            <ul>
              {[...data.hours]
                .sort((a, b) => a.day - b.day)
                .map((entry) => (
                  <li key={entry.day}>
                    {t('services.hours.line', {
                      day: t(`services.days.${entry.day}`),
                      opens: timeOfDay(entry.opens, format),
                      closes: timeOfDay(entry.closes, format),
                    })}
                  </li>
                ))}
            </ul>
          )}
        </Detail>
        {data.contact.phone ? (
          <Detail icon={Phone} term={t('services.page.phone')}>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`tel:${data.contact.phone.replace(/[^+\d]/g, '')}`}
            >
              {data.contact.phone}
            </a>
          </Detail>
        ) : null}
        {data.contact.email ? (
          <Detail icon={Mail} term={t('services.page.email')}>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${data.contact.email}`}
            >
              {data.contact.email}
            </a>
          </Detail>
        ) : null}
        {website ? (
          <Detail icon={Globe} term={t('services.page.website')}>
            <a
              className="break-all text-primary underline-offset-4 hover:underline"
              href={website}
              target="_blank"
              rel="noreferrer noopener"
            >
              {website}
            </a>
          </Detail>
        ) : null}
        {data.contact.social ? (
          <Detail icon={Globe} term={t('services.page.social')}>
            {safeUrl(data.contact.social) ? (
              <a
                className="break-all text-primary underline-offset-4 hover:underline"
                href={data.contact.social}
                target="_blank"
                rel="noreferrer noopener"
              >
                {data.contact.social}
              </a>
            ) : (
              data.contact.social
            )}
          </Detail>
        ) : null}
      </dl>
      <ServiceReviews serviceId={data.id} businessName={business} />
      {requesting ? (
        <RequestDialog
          open
          onOpenChange={setRequesting}
          serviceId={data.id}
          serviceTitle={data.title}
        />
      ) : null}
    </article>
  );
}

function Detail({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof Tag;
  term: string;
  children: React.ReactNode;
}) {
  // dt and dd stay direct children of the group (axe: definition-list), the icon sits in the term.
  return (
    <div className="grid min-w-0 grid-cols-[1rem_1fr] content-start gap-x-2">
      <dt className="contents">
        <Icon className="mt-0.5 size-4 text-primary" aria-hidden="true" />
        <span className="text-xs font-medium text-muted-foreground">{term}</span>
      </dt>
      <dd className="col-start-2 min-w-0">{children}</dd>
    </div>
  );
}
