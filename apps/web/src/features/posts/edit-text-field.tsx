import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

interface EditTextFieldProps {
  /** The form's id prefix: the box is `${id}-body`, its error `${id}-error`, its count `${id}-count`. */
  id: string;
  label: string;
  /** Shown above the box, or only to screen readers. */
  labelVisible: boolean;
  field: UseFormRegisterReturn<'body'>;
  error: string | null;
  busy: boolean;
  rows: number;
  className?: string;
  onCancel: () => void;
}

/**
 * The text box of an edit in place (a post's, a comment's): it takes the focus with the caret
 * after the text, Escape cancels the edit, and it names its error and its character count.
 */
export function EditTextField(props: EditTextFieldProps) {
  const { id, label, labelVisible, field, error, busy, rows, className, onCancel } = props;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { ref, ...registration } = field;

  useEffect(() => {
    const element = textarea.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  return (
    <>
      <label htmlFor={`${id}-body`} className={labelVisible ? 'text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <Textarea
        {...registration}
        ref={(element) => {
          ref(element);
          textarea.current = element;
        }}
        id={`${id}-body`}
        rows={rows}
        className={className}
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
        disabled={busy}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
    </>
  );
}

/** The error under an edit's text box. */
export function EditError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

/** Cancel and Save of an edit in place. */
export function EditButtons(props: {
  busy: boolean;
  onCancel: () => void;
  size?: 'sm';
  className?: string;
}) {
  const { t } = useTranslation();
  const { busy, onCancel, size, className } = props;
  return (
    <div className={cn('flex gap-2', className)}>
      <Button type="button" variant="outline" size={size} onClick={onCancel} disabled={busy}>
        {t('posts.edit.cancel')}
      </Button>
      <Button type="submit" size={size} disabled={busy}>
        {busy ? t('posts.edit.saving') : t('posts.edit.save')}
      </Button>
    </div>
  );
}
