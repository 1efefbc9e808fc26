import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';

interface PasswordHelpCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of /forgot-password and /reset-password: a title, a card, and the way back to sign in. */
export function PasswordHelpCard({ title, description, children }: PasswordHelpCardProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <div className="text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4">
          {children}
          <p className="mt-1 text-center text-sm">
            <Link
              to="/auth"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('auth.backToSignIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
