import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export const settingsSections = [
  'notifications',
  'filters',
  'mutedWords',
  'privacy',
  'appearance',
  'account',
  'status',
  'language',
] as const;
export type SettingsSectionId = (typeof settingsSections)[number];

interface SettingsSectionProps {
  id: SettingsSectionId;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
