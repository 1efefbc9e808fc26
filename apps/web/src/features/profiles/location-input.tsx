import MapPin from 'lucide-react/icons/map-pin';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseLanguage } from '@aebro/shared/language';
import { cn } from '@/lib/cn';
import { cityLabel as localCityLabel } from '@/lib/place-names';
import { cityLabel, suggestCities } from './city-suggestions';

interface LocationInputProps extends FieldControlProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

/**
 * A free-text location with up to 8 city suggestions (SPEC §9), as an ARIA 1.2 combobox: arrow keys
 * move through the list, Enter picks, Escape closes; any other place may simply be typed.
 */
export function LocationInput({
  value,
  onChange,
  onBlur,
  name,
  disabled,
  ...control
}: LocationInputProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? 'en';
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = open ? suggestCities(value).filter((city) => cityLabel(city) !== value) : [];
  const expanded = suggestions.length > 0;

  const pick = (label: string): void => {
    onChange(label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        suggestions.length === 0 ? -1 : (index + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const city = suggestions[active];
      if (city) pick(cityLabel(city));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        {...control}
        name={name}
        value={value}
        disabled={disabled}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t('forms.locationPlaceholder')}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('forms.locationSuggestions')}
        hidden={!expanded}
        className="absolute z-50 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {suggestions.map((city, index) => (
          <li
            key={city.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(cityLabel(city))}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
              index === active ? 'bg-muted' : 'hover:bg-muted',
            )}
          >
            <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {language === 'en' ? (
              <span>{cityLabel(city)}</span>
            ) : (
              <>
                {/* The city in the reader's language; the English label is what is stored. */}
                <span>{localCityLabel(city, language)}</span>
                <span lang="en" className="text-muted-foreground">
                  {cityLabel(city)}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
