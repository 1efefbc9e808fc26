import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import UsersRound from 'lucide-react/icons/users-round';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { AccountType } from '@aebro/shared/profiles';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BusinessSignUpForm } from './business-sign-up-form';
import { MemberSignUpForm } from './member-sign-up-form';

/** Create Account: 'Join as Member' and 'List Your Business', and what happens after (SPEC §4). */
export function SignUpPanel({ initialTab }: { initialTab: AccountType }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AccountType>(initialTab);
  const [created, setCreated] = useState<AccountType | null>(null);

  const onCreated = (accountType: AccountType): void => {
    setCreated(accountType);
    toast.success(t('auth.created.toastTitle'), {
      description: t('auth.created.toastDescription'),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      {created ? (
        <Alert tone="success" title={t('auth.created.title')}>
          {created === 'business' ? t('auth.created.business') : t('auth.created.member')}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value === 'business' ? 'business' : 'community')}
      >
        <TabsList aria-label={t('auth.accountTypeLabel')}>
          <TabsTrigger value="community">
            <UsersRound className="size-4" aria-hidden="true" />
            {t('auth.tabs.member')}
          </TabsTrigger>
          <TabsTrigger value="business">
            <BriefcaseBusiness className="size-4" aria-hidden="true" />
            {t('auth.tabs.business')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="community">
          <MemberSignUpForm onCreated={() => onCreated('community')} />
        </TabsContent>
        <TabsContent value="business">
          <BusinessSignUpForm onCreated={() => onCreated('business')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
