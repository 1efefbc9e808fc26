import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appealLimits } from '@aebro/shared/strikes';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError } from '@/lib/api';

/** The text of an appeal: checked against the shared limits before it is sent. */
export function AppealForm({
  send,
  onCancel,
}: {
  send: (text: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const limits = { min: appealLimits.textMin, max: appealLimits.textMax };

  const submit = async () => {
    const length = text.trim().length;
    if (length < appealLimits.textMin)
      return setProblem(t('safety.strikes.appeal.tooShort', limits));
    if (length > appealLimits.textMax)
      return setProblem(t('safety.strikes.appeal.tooLong', limits));
    setProblem(null);
    setBusy(true);
    try {
      await send(text.trim());
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.status === 409
          ? t('safety.strikes.appeal.already')
          : t('safety.strikes.appeal.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {t('safety.strikes.appeal.label')}
      </label>
      <Textarea
        id={`${id}-text`}
        rows={4}
        maxLength={appealLimits.textMax}
        value={text}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('safety.strikes.appeal.hint', limits)}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? t('safety.strikes.appeal.sending') : t('safety.strikes.appeal.send')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          {t('safety.strikes.appeal.cancel')}
        </Button>
      </div>
    </form>
  );
}
