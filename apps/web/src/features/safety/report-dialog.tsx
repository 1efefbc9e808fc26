import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportCategories, type ReportCategory, type ReportKind } from '@aebro/shared/safety-terms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { communityKeys, fetchCommunity } from '@/features/communities/communities-api';
import { sendReport } from './safety-api';

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ReportKind;
  targetId: string;
  /** Whose thing it is, for the title. */
  name: string;
  /** Issue 37: the community the thing is in; its rules are offered as reasons. */
  communityId?: string | null;
}

/** A reason: one of the site's categories, or one of the community's rules (by number). */
type Reason = { category: ReportCategory } | { rule: number };

/** Report something: a category, optional details; then "Thanks, we'll review it". */
export function ReportDialog({
  open,
  onOpenChange,
  kind,
  targetId,
  name,
  communityId = null,
}: ReportDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | null>(null);
  const community = useQuery({
    queryKey: communityKeys.one(communityId ?? ''),
    queryFn: ({ signal }) => fetchCommunity(communityId ?? '', signal),
    enabled: open && communityId !== null,
  });
  const rules = community.data?.rules ?? [];
  const [details, setDetails] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setDetails('');
      setState('editing');
    }
  };
  const submit = async () => {
    if (!reason) return;
    setState('sending');
    try {
      await sendReport(
        'rule' in reason
          ? { kind, targetId, category: 'other', details, ruleNumber: reason.rule }
          : { kind, targetId, category: reason.category, details },
      );
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        {state === 'sent' ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
                {t('safety.report.thanks')}
              </DialogTitle>
              <DialogDescription>{t('safety.report.thanksText')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" onClick={() => change(false)}>
                {t('safety.report.close')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            className="flex flex-col gap-4"
          >
            <DialogHeader>
              <DialogTitle>{t(`safety.report.title.${kind}`, { name })}</DialogTitle>
              <DialogDescription>{t('safety.report.description')}</DialogDescription>
            </DialogHeader>
            {rules.length > 0 ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">{t('safety.report.rules')}</legend>
                {rules.map((rule, index) => (
                  <label
                    key={index}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                  >
                    <input
                      type="radio"
                      name="report-category"
                      value={`rule-${index + 1}`}
                      checked={reason !== null && 'rule' in reason && reason.rule === index + 1}
                      onChange={() => setReason({ rule: index + 1 })}
                      className="mt-0.5 accent-primary"
                    />
                    <span>
                      {t('safety.report.ruleLabel', { number: index + 1, title: rule.title })}
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t('safety.report.category')}</legend>
              {reportCategories.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
                >
                  <input
                    type="radio"
                    name="report-category"
                    value={value}
                    checked={reason !== null && 'category' in reason && reason.category === value}
                    onChange={() => setReason({ category: value })}
                    className="accent-primary"
                  />
                  {t(`safety.category.${value}`)}
                </label>
              ))}
            </fieldset>
            <label className="flex flex-col gap-2 text-sm font-medium">
              {t('safety.report.details')}
              <Textarea
                value={details}
                maxLength={1000}
                rows={3}
                onChange={(event) => setDetails(event.target.value)}
                placeholder={t('safety.report.detailsHint')}
              />
            </label>
            {state === 'failed' ? (
              <p role="alert" className="text-sm text-destructive">
                {t('safety.report.failed')}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => change(false)}>
                {t('safety.cancel')}
              </Button>
              <Button type="submit" disabled={!reason || state === 'sending'}>
                {state === 'sending' ? t('safety.report.sending') : t('safety.report.send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
