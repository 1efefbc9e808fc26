import { useQueryClient } from '@tanstack/react-query';
import Ban from 'lucide-react/icons/ban';
import Flag from 'lucide-react/icons/flag';
import VolumeX from 'lucide-react/icons/volume-x';
import Volume2 from 'lucide-react/icons/volume-2';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { ReportKind } from '@aebro/shared/safety';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ReportDialog } from './report-dialog';
import { safetyKeys, setRelation } from './safety-api';

interface Target {
  kind: ReportKind;
  id: string;
  /** The community the thing is in (issue 37): its rules are offered as reasons. */
  communityId?: string | null | undefined;
}

/**
 * The menu items Report, Mute and Block for someone else's thing (a post, a comment, a profile),
 * and their dialogs. After a block or mute the cached lists are fetched again, so the person's
 * posts vanish at once.
 */
export function usePersonSafety(
  person: { id: string; name: string },
  target: Target,
  relation: { blocked: boolean; muted: boolean } = { blocked: false, muted: false },
): { items: ReactNode; dialogs: ReactNode } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [busy, setBusy] = useState(false);

  // Everything on screen is fetched again: the person's posts, comments and notifications vanish.
  const refresh = () => queryClient.invalidateQueries();
  const change = async (kind: 'block' | 'mute', on: boolean) => {
    const result = await setRelation(kind, person.id, on);
    queryClient.setQueryData(safetyKeys.relation(person.id), result);
    toast.success(t(`safety.${kind}.${on ? 'done' : 'undone'}`, { name: person.name }));
    await refresh();
  };

  const items = (
    <>
      <DropdownMenuItem onSelect={() => setReporting(true)}>
        <Flag aria-hidden="true" />
        {t(`safety.menu.report.${target.kind}`)}
      </DropdownMenuItem>
      <DropdownMenuItem
        onSelect={() =>
          void change('mute', !relation.muted).catch(() => toast.error(t('safety.failed')))
        }
      >
        {relation.muted ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        {t(relation.muted ? 'safety.menu.unmute' : 'safety.menu.mute', { name: person.name })}
      </DropdownMenuItem>
      <DropdownMenuItem
        variant={relation.blocked ? 'default' : 'destructive'}
        onSelect={() =>
          relation.blocked
            ? void change('block', false).catch(() => toast.error(t('safety.failed')))
            : setConfirmBlock(true)
        }
      >
        <Ban aria-hidden="true" />
        {t(relation.blocked ? 'safety.menu.unblock' : 'safety.menu.block', { name: person.name })}
      </DropdownMenuItem>
    </>
  );
  const dialogs = (
    <>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        kind={target.kind}
        targetId={target.id}
        communityId={target.communityId ?? null}
        name={person.name}
      />
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={t('safety.block.title', { name: person.name })}
        description={t('safety.block.description')}
        confirmLabel={t('safety.block.confirm')}
        busyLabel={t('safety.block.busy')}
        cancelLabel={t('safety.cancel')}
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          change('block', true)
            .then(() => setConfirmBlock(false))
            .catch(() => toast.error(t('safety.failed')))
            .finally(() => setBusy(false));
        }}
      />
    </>
  );
  return { items, dialogs };
}
