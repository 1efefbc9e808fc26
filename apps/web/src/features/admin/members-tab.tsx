import { useQuery } from '@tanstack/react-query';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { AdminPerson } from '@aebro/shared/safety';
import { trustLevels, trustRank, type TrustLevel } from '@aebro/shared/trust';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  adminKeys,
  ban,
  fetchUsers,
  resendVerification,
  resetTwoFactor,
  setTrustLevel,
  suspend,
  unsuspend,
} from './admin-api';
import { Failed, Loading, StatusBadge } from './admin-parts';
import type { Pending } from './reason-dialog';
import { useSession } from '@/features/session/use-session';
import { useDateFormat } from '@/lib/use-date-format';

interface MemberAction {
  key: string;
  label: string;
  /** The confirmation's question. */
  title: string;
  variant: 'secondary' | 'destructive' | 'outline';
  withDays?: boolean;
  run: (reason: string, days: number) => Promise<unknown>;
}

/**
 * What an admin may do to this member now; each asks for a reason first. Never suspend or ban on
 * the admin's own row (the server refuses it too).
 */
function memberActions(person: AdminPerson, t: TFunction, isSelf: boolean): MemberAction[] {
  // A deleted account stays hidden for good: nothing to lift, suspend or send.
  if (person.status === 'deleted') return [];
  const name = `@${person.username}`;
  const actions: MemberAction[] = isSelf
    ? []
    : person.status === 'active'
      ? [
          {
            key: 'suspend',
            label: t('admin.reports.action.suspend'),
            title: t('admin.reports.confirm.suspend', { name }),
            variant: 'secondary',
            withDays: true,
            run: (reason, days) => suspend(person.id, days, reason),
          },
          {
            key: 'ban',
            label: t('admin.reports.action.ban'),
            title: t('admin.reports.confirm.ban', { name }),
            variant: 'destructive',
            run: (reason) => ban(person.id, reason),
          },
        ]
      : [
          {
            key: 'lift',
            label: t('admin.users.lift'),
            title: t('admin.users.confirmLift', { name }),
            variant: 'outline',
            run: (reason) => unsuspend(person.id, reason),
          },
        ];
  if (!person.emailVerified)
    actions.push({
      key: 'resend',
      label: t('admin.users.resend'),
      title: t('admin.users.confirmResend', { name }),
      variant: 'outline',
      run: (reason) => resendVerification(person.id, reason),
    });
  if (person.twoFactorEnabled)
    actions.push({
      key: 'reset-two-factor',
      label: t('admin.users.resetTwoFactor'),
      title: t('admin.users.confirmResetTwoFactor', { name }),
      variant: 'outline',
      run: (reason) => resetTwoFactor(person.id, reason),
    });
  return actions;
}

/** Members: search, status, suspend, ban, lift, resend verification, reset two-step. */
export function MembersTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const myId = useSession().data?.user.id;
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  const users = useQuery({
    queryKey: adminKeys.users(submitted),
    queryFn: () => fetchUsers(submitted),
  });
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(query.trim());
        }}
      >
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('admin.users.search')}
          placeholder={t('admin.users.search')}
        />
        <Button type="submit">{t('admin.users.find')}</Button>
      </form>
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <Failed retry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState icon={Users} title={t('admin.users.empty')} />
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card">
          {users.data.items.map((person) => {
            const name = person.fullName ?? person.businessName ?? person.username;
            return (
              <li key={person.id} className="flex flex-col gap-2 p-4" data-user={person.username}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{name}</span>
                  <span className="text-sm text-muted-foreground">@{person.username}</span>
                  <StatusBadge person={person} />
                  {person.isAdmin ? (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                      {t('admin.users.admin')}
                    </span>
                  ) : null}
                  {person.id === myId ? (
                    <span className="rounded-full border px-2 py-0.5 text-xs">
                      {t('admin.users.you')}
                    </span>
                  ) : null}
                </div>
                <p className="text-sm break-all text-muted-foreground">
                  {person.email} ·{' '}
                  {person.emailVerified ? t('admin.users.verified') : t('admin.users.unverified')} ·{' '}
                  {person.twoFactorEnabled ? `${t('admin.users.twoFactorOn')} · ` : null}
                  {t('admin.users.joined', {
                    date: format.date(person.createdAt),
                  })}
                </p>
                {person.status === 'deleted' ? null : (
                  <label className="flex flex-wrap items-center gap-2 text-sm">
                    <span>{t('admin.users.trustLevel')}</span>
                    <NativeSelect
                      className="h-9 w-40"
                      value={person.trustLevel}
                      data-testid="trust-level"
                      onChange={(event) => {
                        const level = event.target.value as TrustLevel;
                        // Issue 37: lowering a level is a "limit", the member's strike.
                        const limit = trustRank(level) < trustRank(person.trustLevel);
                        ask({
                          title: t(
                            limit ? 'admin.users.confirmLimit' : 'admin.users.confirmTrustLevel',
                            { name: `@${person.username}`, level: t(`trust.level.${level}`) },
                          ),
                          withDays: false,
                          reasonRequired: true,
                          confirm: limit ? t('admin.users.limit') : t('admin.users.setTrustLevel'),
                          run: (reason) => setTrustLevel(person.id, level, reason),
                        });
                      }}
                    >
                      {trustLevels.map((level) => (
                        <option key={level} value={level}>
                          {t(`trust.level.${level}`)}
                        </option>
                      ))}
                    </NativeSelect>
                    <span className="text-muted-foreground">
                      {person.trustLevelManual
                        ? t('admin.users.trustManual')
                        : t('admin.users.trustEarned')}
                    </span>
                  </label>
                )}
                <div className="flex flex-wrap gap-2">
                  {memberActions(person, t, person.id === myId).map((action) => (
                    <Button
                      key={action.key}
                      type="button"
                      size="sm"
                      variant={action.variant}
                      onClick={() =>
                        ask({
                          title: action.title,
                          withDays: action.withDays ?? false,
                          reasonRequired: true,
                          confirm: action.label,
                          run: action.run,
                        })
                      }
                    >
                      {action.label}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
