import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { setGeezTyping, useGeezTypingPreference } from './preference';

/**
 * The button beside a text box that turns the Ge'ez typing aid on or off (the same choice as
 * Settings → Appearance). `onToggle` lets the box take the focus back.
 */
export function GeezTypingToggle({ onToggle }: { onToggle?: () => void }) {
  const { t } = useTranslation();
  const on = useGeezTypingPreference();
  return (
    <>
      <Button
        type="button"
        variant={on ? 'secondary' : 'ghost'}
        size="sm"
        aria-pressed={on}
        title={t(on ? 'typing.toggle.on' : 'typing.toggle.off')}
        onClick={() => {
          setGeezTyping(!on);
          onToggle?.();
        }}
      >
        <span
          aria-hidden="true"
          className="font-brand text-base leading-none font-semibold text-primary"
        >
          {t('typing.toggle.glyph')}
        </span>
        {t('typing.toggle.label')}
      </Button>
      <span role="status" className="sr-only">
        {on ? t('typing.toggle.on') : ''}
      </span>
    </>
  );
}
