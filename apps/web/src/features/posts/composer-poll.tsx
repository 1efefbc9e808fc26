import ChartBar from 'lucide-react/icons/chart-bar';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pollDurationsHours, pollLimits } from '@aebro/shared/post-limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ComposerValues } from './composer-schema';

const durationKeys: Record<(typeof pollDurationsHours)[number], string> = {
  1: 'posts.poll.duration1',
  24: 'posts.poll.duration24',
  72: 'posts.poll.duration72',
  168: 'posts.poll.duration168',
};

interface ComposerPollProps {
  id: string;
  control: Control<ComposerValues>;
  register: UseFormRegister<ComposerValues>;
  disabled: boolean;
  error: string | undefined;
  onRemove: () => void;
}

/** The composer's poll (issue 36): 2 to 6 options (add, remove), one or several choices, how long it stays open. */
export function ComposerPoll({
  id,
  control,
  register,
  disabled,
  error,
  onRemove,
}: ComposerPollProps) {
  const { t } = useTranslation();
  const options = useFieldArray({ control, name: 'poll.options' });
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border p-3"
      disabled={disabled}
      aria-describedby={error ? `${id}-poll-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium">{t('posts.poll.editor')}</legend>
      {options.fields.map((field, index) => (
        <div key={field.id} className="flex items-center gap-2">
          <label htmlFor={`${id}-option-${index}`} className="sr-only">
            {t('posts.poll.option', { number: index + 1 })}
          </label>
          <Input
            id={`${id}-option-${index}`}
            placeholder={t('posts.poll.option', { number: index + 1 })}
            maxLength={pollLimits.optionMax}
            aria-invalid={Boolean(error)}
            {...register(`poll.options.${index}.text`)}
          />
          {options.fields.length > pollLimits.optionsMin ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('posts.poll.removeOption', { number: index + 1 })}
              onClick={() => options.remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ))}
      {options.fields.length < pollLimits.optionsMax ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => options.append({ text: '' })}
        >
          <Plus aria-hidden="true" />
          {t('posts.poll.addOption')}
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register('poll.multiple')} />
          {t('posts.poll.multiple')}
        </label>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-poll-duration`} className="text-sm whitespace-nowrap">
            {t('posts.poll.duration')}
          </label>
          <NativeSelect
            id={`${id}-poll-duration`}
            className="h-9 w-auto"
            {...register('poll.hours')}
          >
            {pollDurationsHours.map((hours) => (
              <option key={hours} value={String(hours)}>
                {t(durationKeys[hours])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={onRemove}>
          <X aria-hidden="true" />
          {t('posts.poll.remove')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-poll-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The composer's button that adds a poll to the post, or takes it away again. */
export function PollToggle({
  on,
  disabled,
  onToggle,
}: {
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={on}
      disabled={disabled}
      onClick={onToggle}
    >
      <ChartBar aria-hidden="true" className="text-primary" />
      {t('posts.poll.add')}
    </Button>
  );
}
