import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { LiveUpdates } from './live-updates.tsx';
import { VersionBanner } from './version-banner.tsx';
import { VersionCheckModal } from './version-check-modal.tsx';

/** Every signed-in page: header, new-version banner and check, live updates, then the page or area layout. */
export function ShellLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AppHeader />
      <VersionBanner />
      <VersionCheckModal />
      <LiveUpdates />
      <Outlet />
    </div>
  );
}
