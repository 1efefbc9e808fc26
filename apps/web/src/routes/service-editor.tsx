import { useMutation } from '@tanstack/react-query';
import Store from 'lucide-react/icons/store';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { isBusinessCategory } from '@aebro/shared/business-categories';
import type { Profile } from '@aebro/shared/profiles';
import type { CreateService } from '@aebro/shared/services';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { createService, updateService } from '@/features/services/services-api';
import { serviceErrorKey } from '@/features/services/service-errors';
import { ServiceForm } from '@/features/services/service-form';
import type { ServiceDefaults } from '@/features/services/service-form-values';
import { LoadError } from '@/features/services/service-list';
import { useRefreshServices, useService } from '@/features/services/use-services';
import { useSession } from '@/features/session/use-session';
import { cityOfLocation } from '@/lib/place-names';

/** /services/new and /services/:id/edit: a business lists a service or edits one of its own. */
export default function ServiceEditorPage() {
  const { id } = useParams();
  return id ? <EditService id={id} /> : <NewService />;
}

function NotABusiness() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Store}
      heading="h2"
      title={t('services.editor.businessOnlyTitle')}
      text={t('services.editor.businessOnlyText')}
    >
      <Button asChild>
        <Link to="/services">{t('services.findServices')}</Link>
      </Button>
    </EmptyState>
  );
}

/** What the business gave at sign-up or in its profile, for its first and every new listing. */
function listingDefaults(profile: Profile): ServiceDefaults {
  const category = profile.businessCategory ?? '';
  return {
    category: isBusinessCategory(category) ? category : '',
    city: cityOfLocation(profile.location)?.id ?? '',
    contact: {
      email: profile.businessEmail ?? '',
      website: profile.website ?? '',
      social: profile.socialMedia ?? '',
    },
  };
}

function NewService() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const refresh = useRefreshServices();
  const create = useMutation({
    mutationFn: (input: CreateService) => createService(input),
    onSuccess: (service) => {
      void refresh();
      toast.success(t('services.editor.created'));
      void navigate(`/service/${service.id}`);
    },
  });
  if (session.data && session.data.profile.accountType !== 'business') return <NotABusiness />;
  // The route guard renders this screen only with a session.
  if (!session.data) return null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <h2 className="text-2xl font-bold">{t('services.editor.newTitle')}</h2>
      <ServiceForm
        initial={null}
        defaults={listingDefaults(session.data.profile)}
        submitLabel={t('services.editor.publish')}
        busyLabel={t('services.editor.publishing')}
        busy={create.isPending}
        error={create.error ? t(serviceErrorKey(create.error)) : null}
        onSubmit={(input) => create.mutate(input)}
      />
    </div>
  );
}

function EditService({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const service = useService(id);
  const refresh = useRefreshServices();
  const save = useMutation({
    mutationFn: (input: CreateService) => updateService(id, input),
    onSuccess: () => {
      void refresh();
      toast.success(t('services.editor.saved'));
      void navigate(`/service/${id}`);
    },
  });
  if (service.isPending)
    return (
      <div
        role="status"
        aria-label={t('services.list.loading')}
        className="mx-auto h-96 max-w-2xl animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
      />
    );
  if (!service.data)
    return service.error.status === 404 ? (
      <EmptyState
        icon={Store}
        heading="h2"
        title={t('services.page.notFoundTitle')}
        text={t('services.page.notFoundText')}
      />
    ) : (
      <LoadError onRetry={() => void service.refetch()} />
    );
  if (!service.data.viewer.isOwner) return <NotABusiness />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <h2 className="text-2xl font-bold">{t('services.editor.editTitle')}</h2>
      <ServiceForm
        initial={service.data}
        submitLabel={t('services.save')}
        busyLabel={t('services.saving')}
        busy={save.isPending}
        error={save.error ? t(serviceErrorKey(save.error)) : null}
        onSubmit={(input) => save.mutate(input)}
      />
    </div>
  );
}
