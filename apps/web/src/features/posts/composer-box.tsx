import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';

/**
 * The composer's author picture beside its text box (`children`, whose id is `${id}-body`), with the
 * box's label: the same look whether the composer has loaded (ComposerBody) or not yet
 * (ComposerOnDemand).
 */
export function ComposerBox({
  id,
  name,
  avatarUrl,
  children,
}: {
  id: string;
  name: string;
  avatarUrl: string | null | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3">
      <span className="hidden sm:block">
        <Avatar name={name} src={avatarUrl} />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${id}-body`} className="sr-only">
          {t('posts.composer.label')}
        </label>
        {children}
      </div>
    </div>
  );
}
