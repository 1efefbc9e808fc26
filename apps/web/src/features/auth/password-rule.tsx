import { useTranslation } from 'react-i18next';
import { capitalLetterPattern, limits } from '@aebro/shared/accounts';

/** The strength rule under a new password, with the inline 'Password must contain at least one capital letter'. */
export function PasswordRule({ password }: { password: string }) {
  const { t } = useTranslation();
  const lacksCapital = password !== '' && !capitalLetterPattern.test(password);
  return (
    <span className="flex flex-col gap-0.5">
      <span>{t('auth.passwordRule', { min: limits.passwordMin })}</span>
      <span aria-live="polite" className="font-medium text-destructive">
        {lacksCapital ? t('validation.passwordCapital') : null}
      </span>
    </span>
  );
}
