import { useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@/components/ui/textarea';
import { loadTextParts } from '@/i18n/i18n';
import { useSession } from '@/features/session/use-session';
import { authorName } from './author-name';
import { ComposerBox } from './composer-box';
import type { ComposerProps } from './composer';

/** The composer's code and its validation messages (the `auth` part of the texts). */
const loadComposer = async () => {
  const [module] = await Promise.all([import('./composer'), loadTextParts(['auth'])]);
  return module;
};

type Loaded = { Composer: ComponentType<ComposerProps>; focus: boolean };

/**
 * The composer as a feed first shows it: its text box alone. The composer's code (the form library,
 * photos, polls, drafts, scheduling, Ge'ez typing: about 24 KB gzip, more than a tenth of the
 * signed-in first visit) loads when the member comes to write: the box takes the focus or is
 * pointed at or touched. It then takes the box's place with what was typed so far, and the focus
 * with the caret after it when the box had it, so nothing typed meanwhile is lost. Someone who
 * only reads never downloads it (docs/decisions/first-screen.md).
 */
export function ComposerOnDemand({ communityId }: { communityId?: string | undefined }) {
  const { t } = useTranslation();
  const profile = useSession().data?.profile;
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const loading = useRef(false);
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const load = (): void => {
    if (loading.current) return;
    loading.current = true;
    loadComposer().then(
      ({ Composer }) => setLoaded({ Composer, focus: document.activeElement === box.current }),
      () => {
        // Offline, or a new version replaced the files: the next touch of the box tries again.
        loading.current = false;
        setFailed(true);
      },
    );
  };

  if (loaded)
    return (
      <loaded.Composer communityId={communityId} initialBody={text} autoFocus={loaded.focus} />
    );
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="sr-only">
        {t('posts.composer.title')}
      </h2>
      <ComposerBox id={id} name={profile ? authorName(profile) : ''} avatarUrl={profile?.avatarUrl}>
        <Textarea
          ref={box}
          id={`${id}-body`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={load}
          onPointerEnter={load}
          onPointerDown={load}
          placeholder={t('posts.composer.placeholder')}
          aria-describedby={failed ? `${id}-error` : undefined}
          rows={3}
        />
        {failed ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {t('posts.errors.network')}
          </p>
        ) : null}
      </ComposerBox>
    </section>
  );
}
