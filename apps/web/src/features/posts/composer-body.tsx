import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { postLimits } from '@aebro/shared/post-limits';
import { Textarea } from '@/components/ui/textarea';
import { CharacterCount } from './character-count';
import { ComposerBox } from './composer-box';

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
    <ComposerBox id={id} name={name} avatarUrl={avatarUrl}>
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
    </ComposerBox>
  );
}
