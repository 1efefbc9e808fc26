import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockedDomain } from '@aebro/shared/holds';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { HoldWordsEditor, type HoldWordsSource } from '@/features/safety/hold-words-editor';
import { ApiRequestError } from '@/lib/api';
import {
  addBlockedDomain,
  addHoldWord,
  adminKeys,
  fetchBlockedDomains,
  fetchHoldWords,
  removeBlockedDomain,
  removeHoldWord,
} from './admin-api';
import { Failed, Loading } from './admin-parts';

const siteWords: HoldWordsSource = {
  queryKey: adminKeys.holdWords,
  list: fetchHoldWords,
  add: addHoldWord,
  remove: removeHoldWord,
};

/**
 * Issue 37, /admin → Hold rules: the site-wide words and the blocked domains that hold a post or
 * comment for review (it then waits under "Held for review").
 */
export function HoldRulesTab() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="hold-words-title" className="flex flex-col gap-3">
        <h3 id="hold-words-title" className="text-lg font-semibold">
          {t('admin.holdRules.wordsTitle')}
        </h3>
        <HoldWordsEditor source={siteWords} hint={t('admin.holdRules.wordsHint')} />
      </section>
      <section aria-labelledby="blocked-domains-title" className="flex flex-col gap-3">
        <h3 id="blocked-domains-title" className="text-lg font-semibold">
          {t('admin.holdRules.domainsTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('admin.holdRules.domainsHint')}</p>
        <BlockedDomains />
      </section>
    </div>
  );
}

function BlockedDomains() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [domain, setDomain] = useState('');
  const list = useQuery({ queryKey: adminKeys.blockedDomains, queryFn: fetchBlockedDomains });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedDomains });
  const add = useMutation({
    mutationFn: addBlockedDomain,
    onSuccess: async () => {
      setDomain('');
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeBlockedDomain, onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (domain.trim() === '' || add.isPending) return;
    add.mutate(domain.trim());
  };
  const status = add.error instanceof ApiRequestError ? add.error.status : null;
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-domain`} className="text-sm font-medium">
          {t('admin.holdRules.domainLabel')}
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-domain`}
            value={domain}
            maxLength={300}
            placeholder={t('admin.holdRules.domainPlaceholder')}
            aria-invalid={add.isError}
            aria-describedby={add.isError ? `${id}-error` : undefined}
            onChange={(event) => setDomain(event.target.value)}
          />
          <Button type="submit" disabled={domain.trim() === '' || add.isPending}>
            {add.isPending ? t('admin.holdRules.blocking') : t('admin.holdRules.block')}
          </Button>
        </div>
        {add.isError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {status === 409
              ? t('admin.holdRules.domainDuplicate')
              : status === 400
                ? t('admin.holdRules.domainInvalid')
                : t('admin.failed')}
          </p>
        ) : null}
      </form>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failed retry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('admin.holdRules.domainsEmpty')}
        </p>
      ) : (
        <ul aria-label={t('admin.holdRules.domainsTitle')} className="flex flex-col divide-y">
          {list.data.items.map((item: BlockedDomain) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2">
              <span className="font-medium break-all">{item.domain}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={remove.isPending}
                aria-label={t('admin.holdRules.unblock', { domain: item.domain })}
                onClick={() => remove.mutate(item.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
