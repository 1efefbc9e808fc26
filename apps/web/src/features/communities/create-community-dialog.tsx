import { useQueryClient } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { CreateCommunity } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { loadTextParts } from '@/i18n/i18n';
import { communityKeys, createCommunity } from './communities-api';
import { communityErrorKey } from './community-errors';
import type { CommunityFormValues } from './community-form-values';

/**
 * The form (react-hook-form, the image pickers) and the forms' texts load when the dialog is about
 * to open (the button pointed at, focused or pressed), not with the list of communities.
 */
const loadForm = async () => {
  const [module] = await Promise.all([import('./community-form'), loadTextParts(['auth'])]);
  return { default: module.CommunityForm };
};
const CommunityForm = lazy(loadForm);
const preloadForm = (): void => void loadForm().catch(() => undefined);

const empty: CommunityFormValues = {
  name: '',
  description: '',
  privacy: 'public',
  joinQuestion: '',
  cover: { key: undefined, previewUrl: null },
  icon: { key: undefined, previewUrl: null },
};

/** "Create community": the form in a dialog; the new community opens at once, with me as its admin. */
export function CreateCommunityDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (input: CreateCommunity): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const community = await createCommunity(input);
      queryClient.setQueryData(communityKeys.one(community.id), community);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' });
      toast.success(t('communities.create.done'));
      setOpen(false);
      await navigate(`/community/${community.id}`);
    } catch (failure) {
      setError(t(communityErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button onPointerEnter={preloadForm} onFocus={preloadForm}>
          <Plus aria-hidden="true" />
          {t('communities.create.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('communities.create.title')}</DialogTitle>
          <DialogDescription>{t('communities.create.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormPlaceholder />}>
          <CommunityForm
            initial={empty}
            submitLabel={t('communities.create.submit')}
            busyLabel={t('communities.create.busy')}
            busy={busy}
            error={error}
            onSubmit={(input) => void submit(input)}
            secondary={
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  {t('communities.create.cancel')}
                </Button>
              </DialogClose>
            }
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** The form's place while its code loads: the fields' outline. */
function FormPlaceholder() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  );
}
