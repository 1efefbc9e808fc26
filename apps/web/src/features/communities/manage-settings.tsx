import { useQueryClient } from '@tanstack/react-query';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { CommunityDetail, CreateCommunity } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { communityKeys, deleteCommunity, updateCommunity } from './communities-api';
import { communityErrorKey } from './community-errors';
import { CommunityForm } from './community-form';

/** The community's details, editable by its admins; and deleting it, after a confirmation. */
export function ManageSettings({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const save = async (input: CreateCommunity): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const saved = await updateCommunity(community.id, input);
      queryClient.setQueryData(communityKeys.one(community.id), saved);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' });
      toast.success(t('communities.manage.settings.saved'));
    } catch (failure) {
      setError(t(communityErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (): Promise<void> => {
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteCommunity(community.id);
      queryClient.removeQueries({ queryKey: communityKeys.one(community.id) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
      toast.success(t('communities.manage.settings.deleted'));
      await navigate('/communities', { replace: true });
    } catch (failure) {
      setDeleteError(t(communityErrorKey(failure)));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="settings-title"
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
      >
        <h3 id="settings-title" className="text-lg font-semibold">
          {t('communities.manage.settings.title')}
        </h3>
        <CommunityForm
          initial={{
            name: community.name,
            description: community.description,
            privacy: community.privacy,
            joinQuestion: community.joinQuestion ?? '',
            cover: { key: undefined, previewUrl: community.coverUrl },
            icon: { key: undefined, previewUrl: community.iconUrl },
          }}
          submitLabel={t('communities.manage.settings.save')}
          busyLabel={t('communities.manage.settings.saving')}
          busy={busy}
          error={error}
          onSubmit={(input) => void save(input)}
        />
      </section>
      <section
        aria-labelledby="delete-title"
        className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-card p-5 shadow-sm"
      >
        <h3 id="delete-title" className="text-lg font-semibold">
          {t('communities.manage.settings.deleteTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('communities.manage.settings.deleteText')}
        </p>
        <Button
          variant="destructive"
          className="self-start"
          onClick={() => {
            setDeleteError(null);
            setDeleting(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          {t('communities.manage.settings.deleteButton')}
        </Button>
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('communities.manage.settings.confirmTitle')}
          description={t('communities.manage.settings.confirmText')}
          confirmLabel={t('communities.manage.settings.deleteButton')}
          busyLabel={t('communities.manage.settings.deleting')}
          cancelLabel={t('communities.membership.cancel')}
          busy={deleteBusy}
          onConfirm={() => void remove()}
          error={deleteError}
        />
      </section>
    </div>
  );
}
