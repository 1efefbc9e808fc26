import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { avatarFileProblem, avatarUploadErrorText } from './avatar-errors';
import { uploadAvatar } from './profile-api';

interface AvatarFieldProps {
  name: string;
  avatarUrl: string | null;
  onUploaded: (avatarUrl: string) => void;
}

/** The profile photo: pick a picture and it is uploaded at once (the cropper comes later). */
export function AvatarField({ name, avatarUrl, onUploaded }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: string; values?: Record<string, string> } | null>(
    null,
  );

  const onPick = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = avatarFileProblem(file);
    if (local) {
      setProblem({ key: local });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onUploaded((await uploadAvatar(file)).avatarUrl);
    } catch (error) {
      setProblem(avatarUploadErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} src={avatarUrl} size="lg" />
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm font-medium">{t('profileSetup.photo.label')}</p>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="peer sr-only"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void onPick(event)}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50',
          )}
        >
          <ImageUp aria-hidden="true" />
          {busy
            ? t('profileSetup.photo.uploading')
            : avatarUrl
              ? t('profileSetup.photo.change')
              : t('profileSetup.photo.choose')}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {t('profileSetup.photo.hint')}
        </p>
        <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
          {problem ? t(problem.key, problem.values) : null}
        </p>
      </div>
    </div>
  );
}
