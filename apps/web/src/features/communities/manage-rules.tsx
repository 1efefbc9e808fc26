import { useQueryClient } from '@tanstack/react-query';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { communityLimits, slowModeChoices } from '@aebro/shared/community-terms';
import type { CommunityDetail } from '@aebro/shared/communities';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-fields';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { fieldErrorText } from '@/lib/form-errors';
import { communityKeys, updateCommunity } from './communities-api';
import { communityErrorKey } from './community-errors';
import { rulesCheck, type RulesFormValues } from './manage-rules-form';

function valuesOf(community: CommunityDetail): RulesFormValues {
  return {
    rules: community.rules.map(({ title, detail }) => ({ title, detail })),
    slowModeSeconds: community.slowModeSeconds,
  };
}

/**
 * Issue 37: the community's numbered rules (shown before joining, accepted on join, named in
 * reports) and its slow mode, set by its admins. A react-hook-form form checked by the shared schema.
 */
export function ManageRules({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: rulesCheck.resolver,
    defaultValues: valuesOf(community),
  });
  const { errors, isSubmitting } = form.formState;
  const rules = useFieldArray({ control: form.control, name: 'rules' });
  const choices: number[] = (slowModeChoices as readonly number[]).includes(
    community.slowModeSeconds,
  )
    ? [...slowModeChoices]
    : [...slowModeChoices, community.slowModeSeconds].sort((a, b) => a - b);

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await updateCommunity(community.id, {
        rules: values.rules,
        slowModeSeconds: values.slowModeSeconds,
      });
      queryClient.setQueryData(communityKeys.one(community.id), saved);
      form.reset(valuesOf(saved));
      toast.success(t('communities.rules.saved'));
    } catch (error) {
      setFailure(t(communityErrorKey(error)));
    }
  });
  const listError = fieldErrorText(t, errors.rules?.root?.message ?? errors.rules?.message);

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
      noValidate
      onFocus={rulesCheck.preload}
      onSubmit={(event) => void save(event)}
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
        {rules.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('communities.rules.none')}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {rules.fields.map((rule, index) => (
              <li key={rule.id} className="flex flex-col gap-2 rounded-lg border p-3">
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
                      onClick={() => rules.move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={index === rules.fields.length - 1}
                      aria-label={t('communities.rules.moveDown', { number: index + 1 })}
                      onClick={() => rules.move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('communities.rules.remove', { number: index + 1 })}
                      onClick={() => rules.remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <TextField
                  id={`${id}-rule-${rule.id}-title`}
                  label={t('communities.rules.ruleTitle')}
                  maxLength={communityLimits.ruleTitleMax}
                  error={fieldErrorText(t, errors.rules?.[index]?.title?.message)}
                  registration={form.register(`rules.${index}.title`)}
                />
                <FormField
                  id={`${id}-rule-${rule.id}-detail`}
                  label={t('communities.rules.ruleDetail')}
                  error={fieldErrorText(t, errors.rules?.[index]?.detail?.message)}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      {...form.register(`rules.${index}.detail`)}
                      rows={2}
                      maxLength={communityLimits.ruleDetailMax}
                    />
                  )}
                </FormField>
              </li>
            ))}
          </ol>
        )}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={rules.fields.length >= communityLimits.rulesMax}
          onClick={() => rules.append({ title: '', detail: '' })}
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
          <NativeSelect {...form.register('slowModeSeconds', { valueAsNumber: true })}>
            {choices.map((seconds) => (
              <option key={seconds} value={seconds}>
                {slowLabel(seconds)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <p className="text-sm text-muted-foreground">{t('communities.slowMode.hint')}</p>
      </section>
      {listError || failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError ?? failure}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? t('communities.rules.saving') : t('communities.rules.save')}
      </Button>
    </form>
  );
}
