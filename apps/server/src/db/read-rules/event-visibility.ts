import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Param } from '../../platform/db/prepared';
import { visibleTo } from '../safety-filters';
import { communityReadableBy } from './community-content';

/**
 * Who may see an event, as one SQL fragment used by the event page, every list and search of
 * events and the calendar feed: a draft is its organiser's alone (until paid); a community's event
 * is for those who may read the community's content (everyone for a public one, its members for a
 * private one); any other published or cancelled event is for every signed-in person. An
 * organiser's events do not exist for people they blocked or who blocked them (nor anyone's while
 * they are banned).
 */
export function eventVisibleTo(
  viewerId: Param,
  event: { organiserId: AnyColumn | SQL; status: AnyColumn | SQL; communityId: AnyColumn | SQL },
): SQL<boolean> {
  return sql<boolean>`(${event.organiserId} = ${viewerId} or (${event.status} <> 'draft'
    and ${visibleTo(viewerId, event.organiserId)}
    and (${event.communityId} is null or ${communityReadableBy(viewerId, event.communityId)})))`;
}
