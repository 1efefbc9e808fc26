import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';

/** Three fixed testimonials, each rated 5 stars (SPEC §1, §3). */
const testimonials = ['henna', 'tutor', 'student'] as const;
const rating = 5;

export function LandingTestimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-5xl px-4 py-12">
      <h2
        id="testimonials-title"
        className="text-center text-2xl font-bold text-balance sm:text-3xl"
      >
        {t('landing.testimonials.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        {t('landing.testimonials.subtitle')}
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {testimonials.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              <div
                className="flex gap-0.5 text-gold"
                role="img"
                aria-label={t('landing.testimonials.rating', { rating })}
              >
                {Array.from({ length: rating }, (_, index) => (
                  <Star key={index} className="size-5 fill-current" aria-hidden="true" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 text-pretty">
                “{t(`landing.testimonials.${key}.quote`)}”
              </blockquote>
              <figcaption className="mt-5 border-t pt-4">
                <p className="font-semibold">{t(`landing.testimonials.${key}.author`)}</p>
                <p className="text-sm text-muted-foreground">
                  {t(`landing.testimonials.${key}.title`)}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t(`landing.testimonials.${key}.location`)}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
