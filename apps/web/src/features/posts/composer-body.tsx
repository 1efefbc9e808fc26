import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { postLimits } from '@aebro/shared/post-limits';
import { Avatar } from '@/components/ui/avatar';
import { Textarea } from '@/components/ui/textarea';
import { CharacterCount } from './character-count';

interface ComposerBodyProps {
  id: string;
  name: string;
  avatarUrl: string | null | undefined;
  field: UseFormRegisterReturn<'body'>;
  /** The text box itself, for Ge'ez typing and the focus after the toggle. */
  onTextarea: (element: HTMLTextAreaElement | null) => void;
  length: number;
  invalid: boolean;
  describedBy: string;
  disabled: boolean;
  onFocus: () => void;
}

/** The composer's author picture, its text box and the character count under it. */
export function ComposerBody({
  id,
  name,
  avatarUrl,
  field,
  onTextarea,
  length,
  invalid,
  describedBy,
  disabled,
  onFocus,
}: ComposerBodyProps) {
  const { t } = useTranslation();
  const { ref, ...bodyField } = field;
  return (
    <div className="flex gap-3">
      <span className="hidden sm:block">
        <Avatar name={name} src={avatarUrl} />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${id}-body`} className="sr-only">
          {t('posts.composer.label')}
        </label>
        <Textarea
          {...bodyField}
          ref={(element) => {
            ref(element);
            onTextarea(element);
          }}
          id={`${id}-body`}
          placeholder={t('posts.composer.placeholder')}
          onFocus={onFocus}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          rows={3}
        />
        <div className="flex justify-end">
          <CharacterCount id={`${id}-count`} used={length} max={postLimits.bodyMax} />
        </div>
      </div>
    </div>
  );
}
