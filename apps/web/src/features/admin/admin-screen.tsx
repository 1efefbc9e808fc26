import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AppealsTab } from './appeals-tab';
import { AdminCounts } from './counts';
import { HeldTab } from './held-tab';
import { HoldRulesTab } from './hold-rules-tab';
import { JobsTab } from './jobs-tab';
import { LogTab } from './log-tab';
import { MembersTab } from './members-tab';
import { ReasonDialog, type Pending } from './reason-dialog';
import { ReportsTab } from './reports-tab';
import { VerificationTab } from './verification-tab';

/**
 * /admin: counts, the reports queue, the appeals of strikes and posts and comments held for review with the words and domains that hold them (issue 37), members,
 * business verification, the moderation log and the
 * background jobs that failed.
 */
export function AdminScreen() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <section aria-labelledby="admin-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <h2 id="admin-title" className="text-2xl font-bold">
        {t('admin.title')}
      </h2>
      <AdminCounts />
      <Tabs defaultValue="reports">
        <TabsList aria-label={t('admin.title')} className="auto-cols-max overflow-x-auto">
          <TabsTrigger value="reports">{t('admin.tabs.reports')}</TabsTrigger>
          <TabsTrigger value="appeals">{t('admin.tabs.appeals')}</TabsTrigger>
          <TabsTrigger value="held">{t('admin.tabs.held')}</TabsTrigger>
          <TabsTrigger value="holdRules">{t('admin.tabs.holdRules')}</TabsTrigger>
          <TabsTrigger value="users">{t('admin.tabs.users')}</TabsTrigger>
          <TabsTrigger value="verifications">{t('admin.tabs.verifications')}</TabsTrigger>
          <TabsTrigger value="log">{t('admin.tabs.log')}</TabsTrigger>
          <TabsTrigger value="jobs">{t('admin.tabs.jobs')}</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <ReportsTab ask={setPending} />
        </TabsContent>
        <TabsContent value="appeals">
          <AppealsTab ask={setPending} />
        </TabsContent>
        <TabsContent value="held">
          <HeldTab ask={setPending} />
        </TabsContent>
        <TabsContent value="holdRules">
          <HoldRulesTab />
        </TabsContent>
        <TabsContent value="users">
          <MembersTab ask={setPending} />
        </TabsContent>
        <TabsContent value="verifications">
          <VerificationTab ask={setPending} />
        </TabsContent>
        <TabsContent value="log">
          <LogTab />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsTab />
        </TabsContent>
      </Tabs>
      <ReasonDialog pending={pending} onClose={() => setPending(null)} />
    </section>
  );
}
