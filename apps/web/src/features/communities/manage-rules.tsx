import { useQueryClient } from '@tanstack/react-query';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communityLimits, slowModeChoices } from '@aebro/shared/community-terms';
import { communityRulesSchema, type CommunityDetail } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { fieldErrorText } from '@/lib/form-errors';
import { communityKeys, updateCommunity } from './communities-api';
import { communityErrorKey } from './community-errors';

interface DraftRule {
  key: number;
  title: string;
  detail: string;
}

let nextKey = 0;
const draftOf = (rule: { title: string; detail: string }): DraftRule => ({
  key: nextKey++,
  ...rule,
});

/**
 * Issue 37: the community's numbered rules (shown before joining, accepted on join, named in
 * reports) and its slow mode, set by its admins.
 */
export function ManageRules({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [rules, setRules] = useState<DraftRule[]>(() => community.rules.map(draftOf));
  const [slowMode, setSlowMode] = useState(community.slowModeSeconds);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices: number[] = (slowModeChoices as readonly number[]).includes(
    community.slowModeSeconds,
  )
    ? [...slowModeChoices]
    : [...slowModeChoices, community.slowModeSeconds].sort((a, b) => a - b);

  const change = (key: number, patch: Partial<DraftRule>) =>
    setRules((list) => list.map((rule) => (rule.key === key ? { ...rule, ...patch } : rule)));
  const move = (index: number, by: -1 | 1) =>
    setRules((list) => {
      const next = [...list];
      const [rule] = next.splice(index, 1);
      if (rule) next.splice(index + by, 0, rule);
      return next;
    });

  const save = async () => {
    const parsed = communityRulesSchema.safeParse(
      rules.map(({ title, detail }) => ({ title, detail })),
    );
    if (!parsed.success) {
      setError(fieldErrorText(t, parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await updateCommunity(community.id, {
        rules: parsed.data,
        slowModeSeconds: slowMode,
      });
      queryClient.setQueryData(communityKeys.one(community.id), saved);
      toast.success(t('communities.rules.saved'));
    } catch (failure) {
      setError(t(communityErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  const slowLabel = (seconds: number) =>
    seconds === 0
      ? t('communities.slowMode.off')
      : seconds < 60
        ? t('communities.slowMode.seconds', { count: seconds })
        : seconds < 3600
          ? t('communities.slowMode.minutes', { count: Math.round(seconds / 60) })
          : t('communities.slowMode.hours', { count: Math.round(seconds / 3600) });

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section
        aria-labelledby={`${id}-rules`}
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
      >
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-rules`} className="text-lg font-semibold">
            {t('communities.rules.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('communities.rules.manageHint')}</p>
        </div>
        {rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('communities.rules.none')}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {rules.map((rule, index) => (
              <li key={rule.key} className="flex flex-col gap-2 rounded-lg border p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold">
                    {t('communities.rules.number', { number: index + 1 })}
                  </span>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={index === 0}
                      aria-label={t('communities.rules.moveUp', { number: index + 1 })}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={index === rules.length - 1}
                      aria-label={t('communities.rules.moveDown', { number: index + 1 })}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('communities.rules.remove', { number: index + 1 })}
                      onClick={() => setRules((list) => list.filter((r) => r.key !== rule.key))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <label className="flex flex-col gap-1.5 text-sm font-medium">
                  {t('communities.rules.ruleTitle')}
                  <Input
                    value={rule.title}
                    maxLength={communityLimits.ruleTitleMax}
                    onChange={(event) => change(rule.key, { title: event.target.value })}
                  />
                </label>
                <label className="flex flex-col gap-1.5 text-sm font-medium">
                  {t('communities.rules.ruleDetail')}
                  <Textarea
                    value={rule.detail}
                    rows={2}
                    maxLength={communityLimits.ruleDetailMax}
                    onChange={(event) => change(rule.key, { detail: event.target.value })}
                  />
                </label>
              </li>
            ))}
          </ol>
        )}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={rules.length >= communityLimits.rulesMax}
          onClick={() => setRules((list) => [...list, draftOf({ title: '', detail: '' })])}
        >
          <Plus aria-hidden="true" />
          {t('communities.rules.add')}
        </Button>
      </section>
      <section
        aria-labelledby={`${id}-slow`}
        className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      >
        <h3 id={`${id}-slow`} className="text-lg font-semibold">
          {t('communities.slowMode.title')}
        </h3>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('communities.slowMode.label')}
          <NativeSelect
            value={slowMode}
            onChange={(event) => setSlowMode(Number(event.target.value))}
          >
            {choices.map((seconds) => (
              <option key={seconds} value={seconds}>
                {slowLabel(seconds)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <p className="text-sm text-muted-foreground">{t('communities.slowMode.hint')}</p>
      </section>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? t('communities.rules.saving') : t('communities.rules.save')}
      </Button>
    </form>
  );
}
