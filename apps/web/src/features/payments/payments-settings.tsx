import Megaphone from 'lucide-react/icons/megaphone';
import Receipt from 'lucide-react/icons/receipt';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AccountSubsection } from '@/features/settings/account-subsection';

/** Settings → Account → Payments: the way to my receipts and to boosting a post. */
export function PaymentsSettings() {
  const { t } = useTranslation();
  return (
    <AccountSubsection
      id="payments-settings-title"
      title={t('payments.settings.title')}
      description={t('payments.settings.description')}
    >
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/payment-history">
            <Receipt aria-hidden="true" />
            {t('payments.settings.history')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/boost-posts">
            <Megaphone aria-hidden="true" />
            {t('payments.settings.boost')}
          </Link>
        </Button>
      </div>
    </AccountSubsection>
  );
}
