import { Outlet } from 'react-router';
import { Brand } from '@/features/layout/brand';
import { LanguageSwitcher } from '@/features/layout/language-switcher';

/** The frame of the sign-in and password screens: their own page, with the brand and the language switcher. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b bg-background/90">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
          <Brand />
          <div className="ml-auto">
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 py-8 sm:py-12">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
