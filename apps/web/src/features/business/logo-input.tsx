import ImageUp from 'lucide-react/icons/image-up';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** SPEC §5: the logo accepts png, jpeg and gif. */
export const logoTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;

interface LogoInputProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Picks a logo and previews it; uploading is the form's job. */
export function LogoInput({ file, onChange, error, disabled = false }: LogoInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = file ? preview : null;

  return (
    <div className="flex items-center gap-4">
      <span
        className="inline-grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl border bg-muted"
        aria-hidden="true"
      >
        {shown ? (
          <img src={shown} alt="" className="size-full object-cover" />
        ) : (
          <ImageUp className="size-6 text-muted-foreground" />
        )}
      </span>
      <div className="flex min-w-0 flex-col items-start gap-1.5">
        <p className="text-sm font-medium">{t('business.logo.label')}</p>
        <input
          id={id}
          type="file"
          accept={logoTypes.join(',')}
          className="peer sr-only"
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            setPreview(picked ? URL.createObjectURL(picked) : null);
            onChange(picked);
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50',
          )}
        >
          {file ? t('business.logo.change') : t('business.logo.choose')}
        </label>
        <p id={`${id}-hint`} className="max-w-full truncate text-sm text-muted-foreground">
          {file ? file.name : t('business.logo.hint')}
        </p>
        {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
      </div>
    </div>
  );
}
