import { useQuery } from '@tanstack/react-query';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fetchRelation, safetyKeys } from './safety-api';
import { usePersonSafety } from './use-person-safety';

/** On someone else's profile: Report, Mute or Unmute, Block or Unblock. */
export function ProfileSafetyMenu({ personId, name }: { personId: string; name: string }) {
  const { t } = useTranslation();
  const relation = useQuery({
    queryKey: safetyKeys.relation(personId),
    queryFn: () => fetchRelation(personId),
  });
  const safety = usePersonSafety(
    { id: personId, name },
    { kind: 'profile', id: personId },
    relation.data,
  );
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('safety.menu.profile', { name })}
          className="inline-grid size-9 place-items-center rounded-md border bg-background text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Ellipsis className="size-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>{safety.items}</DropdownMenuContent>
      </DropdownMenu>
      {safety.dialogs}
    </>
  );
}
