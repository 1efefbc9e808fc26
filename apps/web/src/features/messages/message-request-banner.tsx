import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface MessageRequestBannerProps {
  name: string;
  busy: boolean;
  onAccept: () => void;
  onDelete: () => void;
}

/** A message request: accept it, or delete it. */
export function MessageRequestBanner({
  name,
  busy,
  onAccept,
  onDelete,
}: MessageRequestBannerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 border-b bg-muted/50 px-4 py-3 text-sm">
      <p>{t('messages.request.text', { name })}</p>
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={onAccept}>
          {t('messages.request.accept')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {t('messages.request.delete')}
        </Button>
      </div>
    </div>
  );
}
