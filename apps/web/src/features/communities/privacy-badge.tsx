import Globe from 'lucide-react/icons/globe';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from 'react-i18next';
import type { CommunityPrivacy } from '@aebro/shared/communities';

/** Public or private, with its icon. */
export function PrivacyBadge({ privacy }: { privacy: CommunityPrivacy }) {
  const { t } = useTranslation();
  const Icon = privacy === 'private' ? Lock : Globe;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`communities.privacy.${privacy}`)}
    </span>
  );
}
