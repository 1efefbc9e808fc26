import { useId, type ComponentProps, type ReactNode } from 'react';
import { Switch } from './switch';

interface SwitchRowProps extends Omit<ComponentProps<typeof Switch>, 'id' | 'aria-describedby'> {
  label: ReactNode;
  description: ReactNode;
  /** A second line that says why the switch cannot be used now, or nothing. */
  note?: ReactNode;
}

/** One setting of a list: its label and description on the left, the switch on the right. */
export function SwitchRow({ label, description, note, ...control }: SwitchRowProps) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
        {note ? (
          <p id={`${id}-note`} className="mt-1 text-sm font-medium">
            {note}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        aria-describedby={note ? `${id}-description ${id}-note` : `${id}-description`}
        {...control}
      />
    </li>
  );
}

interface SwitchGroupProps {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/** A titled group of SwitchRows (a fieldset, so the title is read with each switch). */
export function SwitchGroup({ title, description, children }: SwitchGroupProps) {
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-description`}>
      <legend className="font-semibold">{title}</legend>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {description}
      </p>
      <ul className="mt-3 flex flex-col divide-y">{children}</ul>
    </fieldset>
  );
}
