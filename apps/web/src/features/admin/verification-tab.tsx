import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import BadgeCheck from 'lucide-react/icons/badge-check';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { AdminVerification } from '@aebro/shared/safety';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { adminKeys, decideVerification, fetchVerifications } from './admin-api';
import { Failed, Loading } from './admin-parts';
import type { Pending } from './reason-dialog';

/** Businesses asking for the verified badge: approve, or decline with a reason. */
export function VerificationTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.verifications, queryFn: fetchVerifications });
  const approve = useMutation({
    mutationFn: (id: string) => decideVerification(id, true, ''),
    onSuccess: async () => {
      toast.success(t('admin.verifications.approved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: () => toast.error(t('admin.failed')),
  });
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed retry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return <EmptyState icon={BadgeCheck} title={t('admin.verifications.empty')} />;
  return (
    <ul className="flex flex-col gap-3">
      {list.data.items.map((request) => {
        const name = request.business.name ?? request.person.username;
        return (
          <li key={request.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
            <p className="font-medium">
              {name}{' '}
              <span className="text-sm text-muted-foreground">@{request.person.username}</span>
            </p>
            <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
              {verificationRows(request).map(([key, value]) =>
                value ? (
                  <Row key={key} label={t(`admin.verifications.${key}`)}>
                    {value}
                  </Row>
                ) : null,
              )}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                disabled={approve.isPending}
                onClick={() => approve.mutate(request.id)}
              >
                {t('admin.verifications.approve')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  ask({
                    title: t('admin.verifications.confirmDecline', { name }),
                    withDays: false,
                    reasonRequired: true,
                    confirm: t('admin.verifications.decline'),
                    run: (reason) => decideVerification(request.id, false, reason),
                  })
                }
              >
                {t('admin.verifications.decline')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function verificationRows(request: AdminVerification) {
  return [
    ['category', request.business.category],
    ['email', request.business.email],
    ['website', request.business.website],
    ['location', request.business.location],
    ['details', request.details],
  ] as const;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
