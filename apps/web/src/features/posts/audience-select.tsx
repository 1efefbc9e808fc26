import { useTranslation } from 'react-i18next';
import { audiences, type Audience } from '@aebro/shared/post-limits';
import { NativeSelect } from '@/components/ui/native-select';

/** Who can see a post: everyone, or only my followers. */
export function AudienceSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: Audience;
  onChange: (value: Audience) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t('posts.audience.label')}
      </label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) =>
          onChange(audiences.find((audience) => audience === event.target.value) ?? 'public')
        }
        className="h-9 w-auto"
      >
        <option value="public">{t('posts.audience.public')}</option>
        <option value="followers">{t('posts.audience.followers')}</option>
      </NativeSelect>
    </div>
  );
}
