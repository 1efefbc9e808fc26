import FileText from 'lucide-react/icons/file-text';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedList, listTexts } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DraftCard } from '@/features/posts/draft-card';
import { useDrafts } from '@/features/posts/drafts-api';

function DraftSkeleton() {
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" aria-hidden="true">
      <Skeleton className="h-5 w-32 rounded-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-8 w-40" />
    </li>
  );
}

/** /drafts: my drafts and scheduled posts (issue 36), kept on the server, last changed first. */
export default function DraftsPage() {
  const { t } = useTranslation();
  const query = useDrafts();
  return (
    <section
      aria-labelledby="drafts-title"
      className="mx-auto flex w-full max-w-[40rem] flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="drafts-title" className="text-2xl font-bold">
          {t('screens.drafts')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('posts.drafts.intro')}</p>
      </div>
      <PagedList
        query={query}
        label={t('screens.drafts')}
        texts={listTexts(t, 'posts.drafts.list')}
        empty={{
          icon: FileText,
          title: t('posts.drafts.emptyTitle'),
          text: t('posts.drafts.emptyText'),
          action: (
            <Button asChild>
              <Link to="/dashboard">{t('posts.drafts.write')}</Link>
            </Button>
          ),
        }}
        skeleton={<DraftSkeleton />}
        item={(draft) => (
          <li>
            <DraftCard draft={draft} />
          </li>
        )}
        itemKey={(draft) => draft.id}
      />
    </section>
  );
}
