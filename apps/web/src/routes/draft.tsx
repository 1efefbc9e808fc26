import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { Composer } from '@/features/posts/composer';
import { draftErrorKey, useDraft } from '@/features/posts/drafts-api';
import type { ComposerOutcome } from '@/features/posts/use-composer-later';
import { refused } from '@/lib/paged-query';

/** /drafts/:id: a draft or scheduled post opened back into the composer (issue 36). */
export default function DraftPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const query = useDraft(id);

  const done = (outcome: ComposerOutcome): void => {
    if (outcome.kind === 'published') {
      toast.success(t('posts.composer.published'));
      void navigate(`/post/${outcome.post.id}`);
      return;
    }
    toast.success(
      outcome.kind === 'scheduled'
        ? t('posts.drafts.scheduledNotice')
        : t('posts.drafts.savedNotice'),
    );
    void navigate('/drafts');
  };

  let content;
  if (query.isPending) content = <Skeleton className="h-48 w-full rounded-xl" />;
  else if (query.isError)
    content = refused(query.error) ? (
      <EmptyState
        title={t(draftErrorKey(query.error) ?? 'posts.drafts.gone')}
        text={t('posts.drafts.goneText')}
        frame="card"
      />
    ) : (
      <LoadError text={t('posts.drafts.loadFailed')} onRetry={() => void query.refetch()} />
    );
  else content = <Composer key={query.data.id} draft={query.data} onDone={done} />;

  return (
    <section
      aria-labelledby="draft-title"
      className="mx-auto flex w-full max-w-[40rem] flex-col gap-4"
    >
      <Link
        to="/drafts"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('posts.drafts.back')}
      </Link>
      <h2 id="draft-title" className="text-2xl font-bold">
        {t('screens.draft')}
      </h2>
      {content}
    </section>
  );
}
