import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { otherCategory } from '@aebro/shared/business-categories';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { BusinessCategorySelect } from './business-category-select';

interface BusinessCategoryFieldsProps {
  /** Prefix of the two controls' ids, unique on the page. */
  id: string;
  /** The category chosen now: '🔧 Other - not listed' reveals the custom category field. */
  category: string;
  select: { registration: UseFormRegisterReturn; error?: string | undefined };
  custom: { registration: UseFormRegisterReturn; error?: string | undefined };
}

/** The business category of SPEC §9 and, for 'Other - not listed', the business's own category. */
export function BusinessCategoryFields({
  id,
  category,
  select,
  custom,
}: BusinessCategoryFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={`${id}Category`}
        label={t('auth.fields.businessCategory')}
        error={select.error}
      >
        {(control) => <BusinessCategorySelect {...control} {...select.registration} />}
      </FormField>
      {category === otherCategory ? (
        <FormField
          id={`${id}CustomCategory`}
          label={t('auth.fields.customCategory')}
          error={custom.error}
        >
          {(control) => <Input {...control} {...custom.registration} />}
        </FormField>
      ) : null}
    </>
  );
}
