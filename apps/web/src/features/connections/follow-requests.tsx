import Check from 'lucide-react/icons/check';
import UserPlus from 'lucide-react/icons/user-plus';
import X from 'lucide-react/icons/x';
import type { Person } from '@aebro/shared/connections';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { personName } from '@/features/people/person-name';
import { PeopleList } from './people-list';
import { useAnswerFollowRequest, useFollowRequests } from './use-follow-requests';

/** Under my own Connections: who asks to follow my private profile, with Approve and Decline. */
export function FollowRequests() {
  const { t } = useTranslation();
  const query = useFollowRequests(true);
  const answer = useAnswerFollowRequest();
  const actions = (person: Person) => {
    const name = personName(person, t);
    const busy = answer.isPending && answer.variables.id === person.id;
    return (
      <span className="flex shrink-0 gap-2">
        <Button
          type="button"
          size="sm"
          disabled={busy}
          aria-label={t('people.connections.requests.approveName', { name })}
          onClick={() => answer.mutate({ id: person.id, name, approve: true })}
        >
          <Check aria-hidden="true" />
          {t('people.connections.requests.approve')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('people.connections.requests.declineName', { name })}
          onClick={() => answer.mutate({ id: person.id, name, approve: false })}
        >
          <X aria-hidden="true" />
          {t('people.connections.requests.decline')}
        </Button>
      </span>
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('people.connections.requests.hint')}</p>
      <PeopleList
        query={query}
        label={t('people.connections.tabs.requests')}
        empty={{
          icon: UserPlus,
          title: t('people.connections.empty.requests.title'),
          text: t('people.connections.empty.requests.text'),
        }}
        rowAction={actions}
      />
    </div>
  );
}
