import { lazy, Suspense, useState } from 'react';
import { loadTextParts } from '@/i18n/i18n';
import { readStorage, writeStorage } from '@/lib/storage';

// Loaded only for the business accounts that are asked, with the forms' texts (the `auth` part).
const BusinessLogoDialog = lazy(async () => {
  const [module] = await Promise.all([import('./business-logo-dialog'), loadTextParts(['auth'])]);
  return { default: module.BusinessLogoDialog };
});

/** Per person: another account on the same browser is still asked. */
function seenKey(userId: string): string {
  return `aebro.businessLogoDialog.seen.${userId}`;
}

/**
 * Asks a business without a logo for one, once on this device: 'Skip for Now' (or closing the dialog)
 * is remembered here; an upload gives the account its logo, so it is not asked again anywhere.
 */
export function BusinessLogoPrompt({ userId }: { userId: string }) {
  const [open, setOpen] = useState(() => readStorage(seenKey(userId)) !== 'true');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BusinessLogoDialog
        open
        onOpenChange={(next) => {
          if (next) return;
          writeStorage(seenKey(userId), 'true');
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
