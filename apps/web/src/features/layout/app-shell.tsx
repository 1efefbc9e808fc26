import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** The frame of every app screen (all but the landing and auth pages). */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
