import { businessCategories } from '@aebro/shared/business-categories';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** The service categories of SPEC §9, each with its emoji; 'other' reads '🔧 Other - not listed'. */
export function BusinessCategorySelect(props: ComponentProps<'select'>) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        {t('business.categoryPlaceholder')}
      </option>
      {businessCategories.map((id) => (
        <option key={id} value={id}>
          {t(`categories.${id}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
