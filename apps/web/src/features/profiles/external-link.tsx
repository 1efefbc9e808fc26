import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl } from './safe-links';

/**
 * A link to another site: only http and https addresses become links (anything else is shown as
 * text), opened in a new tab without giving that site a handle on this one.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  const safe = safeHttpUrl(href);
  if (!safe) return <span className="break-all">{children}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
      <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('people.profile.opensInNewTab')}</span>
    </a>
  );
}
