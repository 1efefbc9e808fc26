import { useQuery } from '@tanstack/react-query';
import Scale from 'lucide-react/icons/scale';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAppeal } from '@aebro/shared/strikes';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/session/use-session';
import { useDateFormat } from '@/lib/use-date-format';
import { adminKeys, decideAppeal, fetchAppeals } from './admin-api';
import { Failed, Loading } from './admin-parts';
import type { Pending } from './reason-dialog';

const appealLists = ['pending', 'decided'] as const;

/**
 * Issue 37: members' appeals of their strikes. An admin other than the one who acted upholds or
 * overturns each, with a reason the member reads; nobody decides their own.
 */
export function AppealsTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const list = useQuery({
    queryKey: adminKeys.appeals(status),
    queryFn: () => fetchAppeals(status),
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2" role="group" aria-label={t('admin.tabs.appeals')}>
        {appealLists.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={status === value ? 'default' : 'outline'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {t(`admin.appeals.${value}`)}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failed retry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Scale}
          title={t(status === 'pending' ? 'admin.appeals.empty' : 'admin.appeals.emptyDecided')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.items.map((appeal) => (
            <AppealItem key={appeal.id} appeal={appeal} ask={ask} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AppealItem({ appeal, ask }: { appeal: AdminAppeal; ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const viewerId = useSession().data?.user.id;
  const { strike, member } = appeal;
  const decide = (decision: 'uphold' | 'overturn') =>
    ask({
      title: t(
        decision === 'uphold' ? 'admin.appeals.confirmUphold' : 'admin.appeals.confirmOverturn',
        { username: member.username },
      ),
      withDays: false,
      reasonRequired: true,
      confirm: t(`admin.appeals.${decision}`),
      run: (reason) => decideAppeal(appeal.id, decision, reason),
    });
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <p className="font-medium">
        {t(`safety.strikes.action.${strike.action}`)}{' '}
        <span className="text-sm text-muted-foreground">
          @{member.username} · {t(`admin.appeals.scope.${strike.scope}`)}
          {strike.community ? ` · ${strike.community.name}` : ''}
        </span>
      </p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <Row label={t('admin.appeals.actedBy')}>
          {appeal.actor ? `@${appeal.actor.username}` : t('admin.appeals.commandLine')}
          {' · '}
          {format.date(strike.createdAt)}
        </Row>
        {strike.reason ? <Row label={t('admin.appeals.reason')}>{strike.reason}</Row> : null}
        {strike.content.excerpt ? (
          <Row label={t('admin.appeals.content')}>
            <q className="italic">{strike.content.excerpt}</q>
          </Row>
        ) : null}
        <Row label={t('admin.appeals.appeal')}>
          <span className="whitespace-pre-line">{appeal.text}</span>
          <span className="block text-xs text-muted-foreground">
            {t('admin.appeals.appealedOn', { date: format.date(appeal.createdAt) })}
          </span>
        </Row>
      </dl>
      {appeal.status === 'pending' ? (
        appeal.viewerMayDecide ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => decide('overturn')}>
              {t('admin.appeals.overturn')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => decide('uphold')}>
              {t('admin.appeals.uphold')}
            </Button>
          </div>
        ) : (
          <p className="rounded-lg bg-muted p-2 text-sm">
            {t(member.id === viewerId ? 'admin.appeals.ownAppeal' : 'admin.appeals.notYours')}
          </p>
        )
      ) : (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t(`admin.appeals.status.${appeal.status}`)}</p>
          <p className="break-words">
            {t('admin.appeals.decidedBy', {
              username: appeal.decider?.username ?? '',
              reason: appeal.decisionReason ?? '',
            })}
          </p>
          {appeal.effect && appeal.effect !== 'none' ? (
            <p className="text-muted-foreground">{t(`admin.appeals.effect.${appeal.effect}`)}</p>
          ) : null}
        </div>
      )}
    </li>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
