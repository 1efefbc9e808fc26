import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { avatarUploadErrorText } from '@/features/profiles/avatar-errors';
import { uploadAvatar } from '@/features/profiles/profile-api';
import { storeAvatarUrl } from '@/features/session/session';
import { LogoInput, logoTypes } from './logo-input';

interface BusinessLogoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Complete Your Business Profile' (SPEC §2): upload a logo (it becomes the avatar, shown at once
 * wherever the session's profile is) or 'Skip for Now'. Uploading leads to the dashboard. The product
 * never opens it on the auth screen: BusinessLogoPrompt opens it on the dashboard.
 */
export function BusinessLogoDialog({ open, onOpenChange }: BusinessLogoDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const upload = async (): Promise<void> => {
    if (!logo) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const { avatarUrl } = await uploadAvatar(logo);
      storeAvatarUrl(queryClient, avatarUrl);
      onOpenChange(false);
      await navigate('/dashboard');
    } catch (error) {
      const text = avatarUploadErrorText(error);
      setProblem(
        text.key === 'profileSetup.photo.failed'
          ? t('business.logo.uploadFailed')
          : t(text.key, text.values),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('business.logoDialog.title')}</DialogTitle>
          <DialogDescription>{t('business.logoDialog.description')}</DialogDescription>
        </DialogHeader>
        <LogoInput
          file={logo}
          error={problem}
          disabled={busy}
          onChange={(file) => {
            const wrongType =
              file !== null && !(logoTypes as readonly string[]).includes(file.type);
            setProblem(wrongType ? t('business.logo.wrongType') : undefined);
            setLogo(wrongType ? null : file);
          }}
        />
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('business.logoDialog.skip')}
          </Button>
          <Button type="button" onClick={() => void upload()} disabled={busy || !logo}>
            {busy ? t('business.logoDialog.uploading') : t('business.logoDialog.upload')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
