import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  lang?: string;
  /** E.g. `font-brand` for a language's own name, drawn from the small brand font (index.css). */
  labelClassName?: string;
}

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: ReactNode;
  value: T;
  choices: ReadonlyArray<Choice<T>>;
  onChange: (value: T) => void;
  className?: string;
}

/** A set of radio cards built on native radios: arrow keys, labels and screen readers work as usual. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === choice.value ? 'border-primary bg-secondary' : 'hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-[var(--primary)]"
            />
            {choice.icon}
            <span className="flex flex-col">
              <span className={cn('font-medium', choice.labelClassName)} lang={choice.lang}>
                {choice.label}
              </span>
              {choice.description ? (
                <span className="text-sm text-muted-foreground">{choice.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
