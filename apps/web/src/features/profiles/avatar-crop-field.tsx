import { useQueryClient } from '@tanstack/react-query';
import ImageUp from 'lucide-react/icons/image-up';
import { lazy, Suspense, useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { Profile } from '@aebro/shared/profiles';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import type { CropperImage } from '@/components/ui/photo-cropper-dialog';
import { displayName } from '@/features/session/display-name';
import { storeAvatarUrl } from '@/features/session/session';
import { cn } from '@/lib/cn';
import { avatarFileProblem, avatarUploadErrorText } from './avatar-errors';
import { cropToAvatar, initialCropArea, loadImage, type CropArea } from './crop-image';
import { uploadAvatar } from './profile-api';

// react-easy-crop is fetched when a photo is picked (or the button is approached), never before.
const loadCropper = () => import('@/components/ui/photo-cropper-dialog');
const PhotoCropperDialog = lazy(async () => ({
  default: (await loadCropper()).PhotoCropperDialog,
}));
const prefetchCropper = (): void => void loadCropper().catch(() => undefined);

interface Picked extends CropperImage {
  image: HTMLImageElement;
}

interface AvatarCropFieldProps {
  /** The signed-in user's own profile; a new photo goes into the session, so it shows everywhere. */
  profile: Profile;
}

/** The profile photo: pick a picture, crop it in 'Crop Your Photo', and it is uploaded as 400×400. */
export function AvatarCropField({ profile }: AvatarCropFieldProps) {
  const { avatarUrl } = profile;
  const { t } = useTranslation();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.src);
  }, [picked]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = avatarFileProblem(file);
    setProblem(local ? t(local) : undefined);
    if (local) return;
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      setUploadError(undefined);
      setPicked({
        src,
        image,
        initialArea: initialCropArea(image.naturalWidth, image.naturalHeight),
      });
    } catch {
      URL.revokeObjectURL(src);
      setProblem(t('people.cropper.unreadable'));
    }
  };

  const save = async (area: CropArea): Promise<void> => {
    if (!picked) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      const uploaded = await uploadAvatar(await cropToAvatar(picked.image, area));
      storeAvatarUrl(queryClient, uploaded.avatarUrl);
      void queryClient.invalidateQueries({ queryKey: ['people', 'profile'] });
      setPicked(null);
      toast.success(t('people.photo.updated'));
    } catch (error) {
      const text = avatarUploadErrorText(error);
      setUploadError(t(text.key, text.values));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <Avatar name={displayName(profile)} src={avatarUrl} size="lg" />
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <p className="text-sm font-medium">
          {t(
            profile.accountType === 'business'
              ? 'profileSetup.business.photo'
              : 'profileSetup.photo.label',
          )}
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void onPick(event)}
          onFocus={prefetchCropper}
        />
        <label
          htmlFor={inputId}
          onPointerEnter={prefetchCropper}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
          )}
        >
          <ImageUp aria-hidden="true" />
          {avatarUrl ? t('people.photo.change') : t('profileSetup.photo.choose')}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {t('people.photo.hint')}
        </p>
        <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
          {problem}
        </p>
      </div>
      {picked ? (
        <Suspense fallback={null}>
          <PhotoCropperDialog
            image={picked}
            busy={busy}
            error={uploadError}
            onCancel={() => setPicked(null)}
            onSave={(area) => void save(area)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
