import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type AuthMode = 'signIn' | 'signUp';

/**
 * The Sign In / Create Account toggle of the auth screen (SPEC §2). `onReachSignUp`: the pointer or
 * the focus is on Create Account (its forms can start loading before the press).
 */
export function AuthModeToggle({
  mode,
  onChange,
  onReachSignUp,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  onReachSignUp?: () => void;
}) {
  const { t } = useTranslation();
  const modes: ReadonlyArray<{ value: AuthMode; label: string }> = [
    { value: 'signIn', label: t('auth.actions.signIn') },
    { value: 'signUp', label: t('auth.actions.createAccount') },
  ];
  return (
    <div
      role="group"
      aria-label={t('auth.modeLabel')}
      className="grid grid-cols-2 gap-1 rounded-lg border bg-background p-1"
    >
      {modes.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          onPointerEnter={value === 'signUp' ? onReachSignUp : undefined}
          onFocus={value === 'signUp' ? onReachSignUp : undefined}
          className={cn(
            'min-h-9 rounded-md px-3 py-1.5 text-sm font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            mode === value
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
