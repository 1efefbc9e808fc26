import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleSuggestions } from '@/features/posts/people-suggestions';

function SuggestedPeople() {
  return <PeopleSuggestions framed />;
}

/**
 * What the right column holds, top to bottom. "Upcoming events" and "My communities" join here when
 * the events and communities areas exist; until then they are not shown at all (no empty widgets).
 * Each renders nothing when it has nothing to show.
 */
const widgets: ReadonlyArray<readonly [string, ComponentType]> = [['people', SuggestedPeople]];

/** The right column of wide screens (DESIGN: suggestions beside the content). */
export function RightColumn() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('nav.aside')} className="flex flex-col gap-4">
      {widgets.map(([key, Widget]) => (
        <Widget key={key} />
      ))}
    </aside>
  );
}
