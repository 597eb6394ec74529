import { APP_VERSION, DISMISSED_BANNER_STORAGE_KEY } from '@scout/domain/shell/version';
import Alert from 'antd/es/alert';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

function readDismissedVersion(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_BANNER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberDismissed(version: string): void {
  try {
    window.localStorage.setItem(DISMISSED_BANNER_STORAGE_KEY, version);
  } catch {
    // Storage unavailable (private mode): the banner comes back next time, which is harmless.
  }
}

/** Spec 1 §1: announces this version with a link to the release notes until the user closes it. */
export function VersionBanner() {
  const [dismissed, setDismissed] = useState(() => readDismissedVersion() === APP_VERSION);
  if (dismissed) return null;
  const dismiss = () => {
    rememberDismissed(APP_VERSION);
    setDismissed(true);
  };
  // antd's banner Alert (role alert, info icon), closed by its labelled Close button.
  return (
    <Alert
      banner
      type="info"
      showIcon
      className="version-banner"
      title={
        <>
          SCOUT has been updated to version {APP_VERSION}.{' '}
          <Link to={paths.releaseNotes.getHref()}>Read the release notes</Link>
        </>
      }
      closable={{ 'aria-label': 'Dismiss the new version banner', onClose: dismiss }}
    />
  );
}
