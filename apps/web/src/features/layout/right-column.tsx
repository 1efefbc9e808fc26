import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleSuggestions } from '@/features/posts/people-suggestions';
import type { ScreenName } from '@/routes/screen-handle';

function SuggestedPeople() {
  return <PeopleSuggestions framed />;
}

interface Widget {
  key: string;
  Component: ComponentType;
  /** Screens whose content it would repeat or distract from. */
  notOn?: readonly ScreenName[];
}

/**
 * What the right column holds, top to bottom. "Upcoming events" and "My communities" join here when
 * the events and communities areas exist; until then they are not shown at all (no empty widgets).
 * Each renders nothing when it has nothing to show.
 */
const widgets: readonly Widget[] = [
  {
    key: 'people',
    Component: SuggestedPeople,
    // People are the content there already; and forms are no place to go following people.
    notOn: ['search', 'profile', 'connections', 'editProfile', 'completeProfile', 'setupProfile'],
  },
];

/** The widgets for a screen; none means no right column at all. */
export function rightColumnWidgets(screen: ScreenName | undefined): readonly Widget[] {
  return widgets.filter((widget) => !screen || !widget.notOn?.includes(screen));
}

/** The right column of wide screens (DESIGN: suggestions beside the content). */
export function RightColumn({ widgets }: { widgets: readonly Widget[] }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('nav.aside')} className="flex flex-col gap-4">
      {widgets.map(({ key, Component }) => (
        <Component key={key} />
      ))}
    </aside>
  );
}
