import { currencies, serviceLimits, type Currency } from '@aebro/shared/service-rules';
import type { Service } from '@aebro/shared/services';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

/** The price as typed: a range (from, to, currency) or "ask". */
export interface PriceDraft {
  kind: 'ask' | 'range';
  min: string;
  max: string;
  currency: Currency;
}

const priceKinds = ['range', 'ask'] as const;
/** From and to; an error about the price is shown under "from", whose id it focuses. */
const ends = [
  { end: 'min', suffix: 'price', label: 'services.form.priceMin' },
  { end: 'max', suffix: 'price-max', label: 'services.form.priceMax' },
] as const;

export function initialPrice(initial: Service | null): PriceDraft {
  const range = initial?.price.kind === 'range' ? initial.price : null;
  return {
    kind: initial?.price.kind ?? 'range',
    min: range ? String(range.min) : '',
    max: range ? String(range.max) : '',
    currency: range?.currency ?? 'USD',
  };
}

/** The price as the API takes it; a range without "to" is the one price "from". */
export function priceOf(draft: PriceDraft) {
  return draft.kind === 'ask'
    ? { kind: 'ask' as const }
    : {
        kind: 'range' as const,
        min: Number(draft.min || NaN),
        max: Number(draft.max || draft.min || NaN),
        currency: draft.currency,
      };
}

/** "A price range" or "Ask for a price"; the range's from, to and currency. */
export function PriceField({
  id,
  value,
  error,
  disabled,
  onChange,
}: {
  /** The form's id: "from" is `${id}-price`, so an error can focus it. */
  id: string;
  value: PriceDraft;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: PriceDraft) => void;
}) {
  const { t } = useTranslation();
  const set = (changes: Partial<PriceDraft>): void => onChange({ ...value, ...changes });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t('services.form.price')}</legend>
      <div className="flex flex-wrap gap-4">
        {priceKinds.map((kind) => (
          <label key={kind} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-price-kind`}
              checked={value.kind === kind}
              disabled={disabled}
              onChange={() => set({ kind })}
              className="size-4 accent-[var(--primary)]"
            />
            {t(`services.form.price_${kind}`)}
          </label>
        ))}
      </div>
      {value.kind === 'range' ? (
        <div className="grid grid-cols-3 gap-2">
          {ends.map(({ end, suffix, label }) => (
            <FormField
              key={end}
              id={`${id}-${suffix}`}
              label={t(label)}
              error={end === 'min' ? error : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={serviceLimits.priceMax}
                  value={value[end]}
                  disabled={disabled}
                  onChange={(event) => set({ [end]: event.target.value })}
                />
              )}
            </FormField>
          ))}
          <FormField id={`${id}-currency`} label={t('services.form.currency')}>
            {(control) => (
              <NativeSelect
                {...control}
                value={value.currency}
                disabled={disabled}
                onChange={(event) =>
                  set({
                    currency: currencies.find((item) => item === event.target.value) ?? 'USD',
                  })
                }
              >
                {currencies.map((item) => (
                  <option key={item} value={item}>
                    {item}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}
