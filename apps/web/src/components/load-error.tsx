import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Something did not load: what, and "Try again". */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={t('common.somethingWentWrong')}>
      <p>{text}</p>
      <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
