import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Flag, ScrollText, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type {
  AdminPerson,
  AdminReport,
  AdminVerification,
  ModerationAction,
} from '@aebro/shared/safety';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import {
  adminKeys,
  ban,
  decide,
  decideVerification,
  fetchCounts,
  fetchLog,
  fetchReports,
  fetchUsers,
  fetchVerifications,
  resendVerification,
  suspend,
  unsuspend,
} from './admin-api';

/** What an action asks for before it runs: a reason always, a number of days for a suspension. */
interface Pending {
  title: string;
  withDays: boolean;
  reasonRequired: boolean;
  confirm: string;
  run: (reason: string, days: number) => Promise<unknown>;
}

function ReasonDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setDays('7');
    onClose();
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open || busy ? undefined : close())}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) return;
            setBusy(true);
            pending
              .run(reason.trim(), Number(days))
              .then(async () => {
                toast.success(t('admin.done'));
                await queryClient.invalidateQueries({ queryKey: adminKeys.all });
                close();
              })
              .catch(() => toast.error(t('admin.failed')))
              .finally(() => setBusy(false));
          }}
        >
          <DialogHeader>
            <DialogTitle>{pending?.title}</DialogTitle>
            <DialogDescription>{t('admin.reasonHint')}</DialogDescription>
          </DialogHeader>
          {pending?.withDays ? (
            <label className="flex flex-col gap-2 text-sm font-medium">
              {t('admin.days')}
              <Input
                type="number"
                min={1}
                max={3650}
                required
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </label>
          ) : null}
          <label className="flex flex-col gap-2 text-sm font-medium">
            {t('admin.reason')}
            <Textarea
              rows={3}
              maxLength={1000}
              required={pending?.reasonRequired ?? true}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {pending?.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('admin.loading')} className="flex flex-col gap-3">
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-muted p-4 text-sm">
      <p>{t('admin.loadFailed')}</p>
      <Button type="button" variant="outline" size="sm" onClick={retry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

function StatusBadge({ person }: { person: Pick<AdminPerson, 'status' | 'until'> }) {
  const { t, i18n } = useTranslation();
  const tone =
    person.status === 'active'
      ? 'bg-secondary text-secondary-foreground'
      : 'bg-destructive/10 text-destructive';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {person.status === 'suspended' && person.until
        ? t('admin.status.suspendedUntil', {
            date: new Date(person.until).toLocaleDateString(i18n.language),
          })
        : t(`admin.status.${person.status}`)}
    </span>
  );
}

function ReportCard({ report, ask }: { report: AdminReport; ask: (pending: Pending) => void }) {
  const { t, i18n } = useTranslation();
  const name = report.target ? `@${report.target.username}` : t('admin.reports.nobody');
  const action = (value: ModerationAction): Pending => ({
    title: t(`admin.reports.confirm.${value}`, { name }),
    withDays: value === 'suspend',
    reasonRequired: true,
    confirm: t(`admin.reports.action.${value}`),
    run: (reason, days) =>
      decide(report.id, { action: value, reason, ...(value === 'suspend' ? { days } : {}) }),
  });
  const actions: ModerationAction[] =
    report.kind === 'post' || report.kind === 'comment'
      ? ['dismiss', 'remove', 'warn', 'suspend', 'ban']
      : ['dismiss', 'warn', 'suspend', 'ban'];
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-report={report.id}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-destructive/10 px-2 py-0.5 font-medium text-destructive">
          {t(`safety.category.${report.category}`)}
        </span>
        <span className="font-medium">{t(`admin.kind.${report.kind}`)}</span>
        <span className="text-muted-foreground">
          {new Date(report.createdAt).toLocaleString(i18n.language)}
        </span>
        {report.reportCount > 1 ? (
          <span className="text-muted-foreground">
            {t('admin.reports.count', { count: report.reportCount })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('admin.reports.about', { name })}</span>
        {report.target ? <StatusBadge person={report.target} /> : null}
        {report.reporter ? (
          <span className="text-muted-foreground">
            {t('admin.reports.by', { name: `@${report.reporter.username}` })}
          </span>
        ) : null}
      </div>
      {report.content.text || report.content.images.length > 0 ? (
        <blockquote className="rounded-lg bg-muted p-3 text-sm break-words whitespace-pre-line">
          {report.content.text}
          {report.content.images.length > 0 ? (
            <span className="mt-2 flex gap-2">
              {report.content.images.slice(0, 4).map((url) => (
                <img
                  key={url}
                  src={url}
                  alt={t('admin.reports.image')}
                  className="size-16 rounded object-cover"
                />
              ))}
            </span>
          ) : null}
        </blockquote>
      ) : null}
      {report.content.link ? (
        <a href={report.content.link} className="text-sm text-primary underline">
          {t('admin.reports.open')}
        </a>
      ) : null}
      {report.details ? (
        <p className="text-sm">
          <span className="font-medium">{t('admin.reports.details')}</span> {report.details}
        </p>
      ) : null}
      {report.attachedPosts.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {report.attachedPosts.map((post) => (
            <li key={post.id} className="rounded bg-muted p-2">
              {post.text || t('admin.reports.removedPost')}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={
              value === 'dismiss' ? 'outline' : value === 'ban' ? 'destructive' : 'secondary'
            }
            onClick={() => ask(action(value))}
          >
            {t(`admin.reports.action.${value}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}

function ReportsTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<'newest' | 'most'>('newest');
  const reports = useQuery({
    queryKey: adminKeys.reports(sort),
    queryFn: () => fetchReports(sort),
  });
  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-2 self-end text-sm">
        {t('admin.reports.sort')}
        <select
          value={sort}
          onChange={(event) => setSort(event.target.value === 'most' ? 'most' : 'newest')}
          className="rounded-md border bg-background px-2 py-1"
        >
          <option value="newest">{t('admin.reports.newest')}</option>
          <option value="most">{t('admin.reports.most')}</option>
        </select>
      </label>
      {reports.isPending ? (
        <Loading />
      ) : reports.isError ? (
        <Failed retry={() => void reports.refetch()} />
      ) : reports.data.items.length === 0 ? (
        <EmptyState
          icon={Flag}
          title={t('admin.reports.empty')}
          text={t('admin.reports.emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.data.items.map((report) => (
            <ReportCard key={report.id} report={report} ask={ask} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UsersTab({ ask }: { ask: (pending: Pending) => void }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  const users = useQuery({
    queryKey: adminKeys.users(submitted),
    queryFn: () => fetchUsers(submitted),
  });
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success(t('admin.users.resent')),
    onError: () => toast.error(t('admin.failed')),
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
                </div>
                <p className="text-sm break-all text-muted-foreground">
                  {person.email} ·{' '}
                  {person.emailVerified ? t('admin.users.verified') : t('admin.users.unverified')} ·{' '}
                  {t('admin.users.joined', {
                    date: new Date(person.createdAt).toLocaleDateString(i18n.language),
                  })}
                </p>
                <div className="flex flex-wrap gap-2">
                  {person.status === 'active' ? (
                    <>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          ask({
                            title: t('admin.reports.confirm.suspend', {
                              name: `@${person.username}`,
                            }),
                            withDays: true,
                            reasonRequired: true,
                            confirm: t('admin.reports.action.suspend'),
                            run: (reason, days) => suspend(person.id, days, reason),
                          })
                        }
                      >
                        {t('admin.reports.action.suspend')}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        onClick={() =>
                          ask({
                            title: t('admin.reports.confirm.ban', { name: `@${person.username}` }),
                            withDays: false,
                            reasonRequired: true,
                            confirm: t('admin.reports.action.ban'),
                            run: (reason) => ban(person.id, reason),
                          })
                        }
                      >
                        {t('admin.reports.action.ban')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        ask({
                          title: t('admin.users.confirmLift', { name: `@${person.username}` }),
                          withDays: false,
                          reasonRequired: true,
                          confirm: t('admin.users.lift'),
                          run: (reason) => unsuspend(person.id, reason),
                        })
                      }
                    >
                      {t('admin.users.lift')}
                    </Button>
                  )}
                  {person.emailVerified ? null : (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(person.id)}
                    >
                      {t('admin.users.resend')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function VerificationsTab({ ask }: { ask: (pending: Pending) => void }) {
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

const countKeys = ['members', 'postsToday', 'openReports', 'pendingVerifications'] as const;

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

function LogTab() {
  const { t, i18n } = useTranslation();
  const log = useQuery({ queryKey: adminKeys.log, queryFn: fetchLog });
  if (log.isPending) return <Loading />;
  if (log.isError) return <Failed retry={() => void log.refetch()} />;
  if (log.data.items.length === 0)
    return <EmptyState icon={ScrollText} title={t('admin.log.empty')} />;
  return (
    <ol className="flex flex-col divide-y rounded-xl border bg-card">
      {log.data.items.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm">
          <span>
            <strong>{entry.actor ? `@${entry.actor.username}` : t('admin.log.system')}</strong>{' '}
            {t(`admin.log.action.${entry.action}`, { defaultValue: entry.action })}{' '}
            {entry.targetUser ? <strong>@{entry.targetUser.username}</strong> : null}
            {entry.scope === 'community' ? ` · ${t('admin.log.community')}` : null}
          </span>
          <span className="text-muted-foreground">
            {new Date(entry.createdAt).toLocaleString(i18n.language)}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** /admin: counts, the reports queue, members, business verification and the moderation log. */
export function AdminScreen() {
  const { t, i18n } = useTranslation();
  const counts = useQuery({ queryKey: adminKeys.counts, queryFn: fetchCounts });
  const [pending, setPending] = useState<Pending | null>(null);
  const format = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <section aria-labelledby="admin-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <h2 id="admin-title" className="text-2xl font-bold">
        {t('admin.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {countKeys.map((key) => (
          <div key={key} className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{t(`admin.counts.${key}`)}</dt>
            <dd className="text-2xl font-bold">{counts.data ? format(counts.data[key]) : '…'}</dd>
          </div>
        ))}
      </dl>
      <Tabs defaultValue="reports">
        <TabsList aria-label={t('admin.title')} className="overflow-x-auto">
          <TabsTrigger value="reports">{t('admin.tabs.reports')}</TabsTrigger>
          <TabsTrigger value="users">{t('admin.tabs.users')}</TabsTrigger>
          <TabsTrigger value="verifications">{t('admin.tabs.verifications')}</TabsTrigger>
          <TabsTrigger value="log">{t('admin.tabs.log')}</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <ReportsTab ask={setPending} />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab ask={setPending} />
        </TabsContent>
        <TabsContent value="verifications">
          <VerificationsTab ask={setPending} />
        </TabsContent>
        <TabsContent value="log">
          <LogTab />
        </TabsContent>
      </Tabs>
      <ReasonDialog pending={pending} onClose={() => setPending(null)} />
    </section>
  );
}
