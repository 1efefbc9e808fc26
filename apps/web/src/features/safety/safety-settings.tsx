import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/features/session/use-session';
import {
  askVerification,
  fetchRelations,
  fetchVerification,
  safetyKeys,
  setRelation,
} from './safety-api';

/** Settings → Privacy: the people I blocked and muted, each with Unblock or Unmute. */
export function BlockedAccounts() {
  return (
    <div className="mt-6 flex flex-col gap-6 border-t pt-6">
      <RelationList kind="block" />
      <RelationList kind="mute" />
    </div>
  );
}

function RelationList({ kind }: { kind: 'block' | 'mute' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: safetyKeys.list(kind), queryFn: () => fetchRelations(kind) });
  const undo = useMutation({
    mutationFn: (id: string) => setRelation(kind, id, false),
    onSuccess: async () => {
      toast.success(t(`safety.${kind}.undoneShort`));
      await queryClient.invalidateQueries();
    },
    onError: () => toast.error(t('safety.failed')),
  });
  const headingId = `${kind}-list-title`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t(`safety.settings.${kind}.title`)}
      </h3>
      <p className="text-sm text-muted-foreground">{t(`safety.settings.${kind}.text`)}</p>
      {list.isPending ? (
        <Skeleton className="h-12" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('safety.failed')}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg bg-muted p-3 text-sm">{t(`safety.settings.${kind}.empty`)}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {list.data.items.map(({ person }) => {
            const name = person.fullName ?? person.businessName ?? person.username;
            return (
              <li key={person.id} className="flex items-center gap-3 p-3">
                <Avatar name={name} src={person.avatarUrl} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{name}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    @{person.username}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={undo.isPending}
                  onClick={() => undo.mutate(person.id)}
                  aria-label={t(`safety.settings.${kind}.undoLabel`, { name })}
                >
                  {t(`safety.settings.${kind}.undo`)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Settings: a business asks for the verified badge, and sees where its request stands. */
export function BusinessVerification() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const isBusiness = session.data?.profile.accountType === 'business';
  const state = useQuery({
    queryKey: safetyKeys.verification,
    queryFn: fetchVerification,
    enabled: isBusiness,
  });
  const [details, setDetails] = useState('');
  const ask = useMutation({
    mutationFn: () => askVerification(details),
    onSuccess: (result) => {
      queryClient.setQueryData(safetyKeys.verification, result);
      toast.success(t('safety.verification.sent'));
    },
    onError: () => toast.error(t('safety.failed')),
  });
  if (!isBusiness) return null;
  const status = state.data?.status;
  return (
    <Card id="verification" aria-labelledby="verification-title" role="region">
      <CardHeader>
        <CardTitle id="verification-title" className="flex items-center gap-2">
          <BadgeCheck className="size-5 text-primary" aria-hidden="true" />
          {t('safety.verification.title')}
        </CardTitle>
        <CardDescription>{t('safety.verification.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {state.isPending ? (
          <Skeleton className="h-12" />
        ) : status === 'approved' ? (
          <p className="rounded-lg bg-secondary p-3 text-sm">{t('safety.verification.approved')}</p>
        ) : status === 'pending' ? (
          <p className="rounded-lg bg-muted p-3 text-sm">{t('safety.verification.pending')}</p>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              ask.mutate();
            }}
          >
            {status === 'declined' ? (
              <p className="rounded-lg bg-muted p-3 text-sm">
                {t('safety.verification.declined', { reason: state.data?.reason ?? '' })}
              </p>
            ) : null}
            <label className="flex flex-col gap-2 text-sm font-medium">
              {t('safety.verification.details')}
              <Textarea
                value={details}
                maxLength={1000}
                rows={3}
                required
                onChange={(event) => setDetails(event.target.value)}
                placeholder={t('safety.verification.detailsHint')}
              />
            </label>
            <Button
              type="submit"
              className="self-start"
              disabled={ask.isPending || !details.trim()}
            >
              {t('safety.verification.ask')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
