import UsersRound from 'lucide-react/icons/users-round';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { PersonRowSkeleton } from '@/features/people/person-row';
import { MemberRow, membersTexts, RoleBadge } from './member-row';
import { useMembers } from './use-community';

/** The members of a community, admins first. */
export function CommunityMembers({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const query = useMembers(communityId, true);

  const content = (
    <PagedList
      query={query}
      label={t('communities.members.title')}
      texts={membersTexts(t)}
      look="rows"
      empty={{ icon: UsersRound, title: t('communities.members.empty') }}
      skeleton={<PersonRowSkeleton />}
      item={(member) => <MemberRow person={member} badge={<RoleBadge role={member.role} />} />}
      itemKey={(member) => member.id}
    />
  );
  return (
    <section
      aria-labelledby="community-members-title"
      className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h3 id="community-members-title" className="text-lg font-semibold">
        {t('communities.members.title')}
      </h3>
      {content}
    </section>
  );
}
