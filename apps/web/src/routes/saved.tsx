import { useTranslation } from 'react-i18next';
import { SavedItems } from '@/features/posts/saved-items';

/** /saved-posts and /dashboard/saved: what I saved, posts and (later) events. */
export default function SavedPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="saved-title"
      className="mx-auto flex w-full max-w-[40rem] flex-col gap-4"
    >
      <h2 id="saved-title" className="text-2xl font-bold">
        {t('screens.saved')}
      </h2>
      <SavedItems />
    </section>
  );
}
