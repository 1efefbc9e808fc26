import type { PublicProfile } from '@aebro/shared/connections';
import Globe from 'lucide-react/icons/globe';
import MapPin from 'lucide-react/icons/map-pin';
import Share2 from 'lucide-react/icons/share-2';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@aebro/shared/language';
import { locationText } from '@/lib/place-names';
import { ExternalLink } from './external-link';
import { linkLabel, safeHttpUrl, socialParts } from './safe-links';

type Details = Pick<PublicProfile, 'bio' | 'location' | 'interests' | 'website' | 'socialMedia'>;

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex shrink-0 items-center pt-0.5 text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export function hasProfileDetails(profile: Details): boolean {
  return Boolean(
    profile.bio ||
    profile.location ||
    profile.website ||
    profile.socialMedia?.trim() ||
    profile.interests.length > 0,
  );
}

/** Bio, location, interests, website and social media of a profile; empty ones are left out. */
export function ProfileDetails({ profile }: { profile: Details }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? 'en';
  const website = safeHttpUrl(profile.website);
  const social = socialParts(profile.socialMedia);
  return (
    <div className="flex flex-col gap-4">
      {profile.bio ? <p className="whitespace-pre-line break-words">{profile.bio}</p> : null}
      {profile.location || profile.website || social.length > 0 ? (
        <dl className="flex flex-col gap-2 text-sm">
          {profile.location ? (
            <Detail
              icon={<MapPin className="size-4" aria-hidden="true" />}
              label={t('people.profile.location')}
            >
              {locationText(profile.location, language)}
            </Detail>
          ) : null}
          {profile.website ? (
            <Detail
              icon={<Globe className="size-4" aria-hidden="true" />}
              label={t('people.profile.website')}
            >
              {website ? (
                <ExternalLink href={website}>{linkLabel(website)}</ExternalLink>
              ) : (
                <span className="break-all">{profile.website}</span>
              )}
            </Detail>
          ) : null}
          {social.length > 0 ? (
            <Detail
              icon={<Share2 className="size-4" aria-hidden="true" />}
              label={t('people.profile.socialMedia')}
            >
              <span className="flex flex-wrap gap-x-3 gap-y-1">
                {social.map((part, index) =>
                  part.kind === 'link' ? (
                    <ExternalLink key={index} href={part.href}>
                      {part.label}
                    </ExternalLink>
                  ) : (
                    <span key={index} className="break-all">
                      {part.text}
                    </span>
                  ),
                )}
              </span>
            </Detail>
          ) : null}
        </dl>
      ) : null}
      {profile.interests.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">{t('people.profile.interests')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
              >
                {interest}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
