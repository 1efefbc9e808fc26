import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const interestLimits = { max: 20, length: 40 } as const;

interface InterestsInputProps extends FieldControlProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** A business lists what it offers rather than interests. */
  business?: boolean;
}

/** Interests as tags: type one and press Enter (or a comma, or Add); each tag has its own remove button. */
export function InterestsInput({
  value,
  onChange,
  business = false,
  ...control
}: InterestsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = value.length >= interestLimits.max;

  const add = (): void => {
    const tag = draft.trim().replace(/,+$/, '').trim().slice(0, interestLimits.length);
    setDraft('');
    if (!tag || full || value.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      return;
    onChange([...value, tag]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          {...control}
          value={draft}
          disabled={full}
          maxLength={interestLimits.length + 1}
          placeholder={t(
            business
              ? 'profileSetup.business.interestsPlaceholder'
              : 'profileSetup.interests.placeholder',
          )}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={full || draft.trim() === ''}
        >
          <Plus aria-hidden="true" />
          {t('profileSetup.interests.add')}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul
          className="flex flex-wrap gap-2"
          aria-label={t(
            business ? 'profileSetup.business.interestsChosen' : 'profileSetup.interests.chosen',
          )}
        >
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
                aria-label={t('profileSetup.interests.remove', { tag })}
                className="grid size-6 place-items-center rounded-full outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
