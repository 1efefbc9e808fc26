import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { BusinessRegistrationForm } from './business-registration-form';

interface BusinessRegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Registers the signed-in member's business (SPEC §2–3), then leads to /setup-profile. */
export function BusinessRegistrationDialog({
  open,
  onOpenChange,
}: BusinessRegistrationDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('business.registration.title')}</DialogTitle>
          <DialogDescription>{t('business.registration.description')}</DialogDescription>
        </DialogHeader>
        <BusinessRegistrationForm
          onRegistered={() => {
            onOpenChange(false);
            void navigate('/setup-profile');
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
