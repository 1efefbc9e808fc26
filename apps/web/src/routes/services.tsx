import ClipboardList from 'lucide-react/icons/clipboard-list';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DiscoverServices } from '@/features/services/discover-services';
import { useSession } from '@/features/session/use-session';

/** /services: discover business services; a business also reaches its dashboard and a new listing. */
export default function ServicesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const business = session.data?.profile.accountType === 'business';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-2xl font-bold">{t('services.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('services.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to="/services/requests">
              <ClipboardList aria-hidden="true" />
              {t('services.myRequests')}
            </Link>
          </Button>
          {business ? (
            <>
              <Button variant="outline" size="sm" asChild>
                <Link to="/services/manage">
                  <LayoutDashboard aria-hidden="true" />
                  {t('services.dashboard')}
                </Link>
              </Button>
              <Button size="sm" asChild>
                <Link to="/services/new">
                  <Plus aria-hidden="true" />
                  {t('services.listService')}
                </Link>
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <DiscoverServices />
    </div>
  );
}
