import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import {
  APP_VERSION,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_CHECK_SNOOZED_INTERVAL_MS,
} from '@scout/domain/shell/version';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSEMBLY_VERSION_PATH } from '../../features/shell/api/get-assembly-version.ts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithShell } from '../../testing/render-app.tsx';
import { VersionCheckModal } from './version-check-modal.tsx';

const NEWER = '1.0.6500.2';
const prompt = `${SHELL_MESSAGES.newVersionTitle(NEWER)} ${SHELL_MESSAGES.newVersionBody}`;

/** Lets timers and the promises they start run, inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function serveVersion(version: string) {
  return mockFetch({ [`GET ${ASSEMBLY_VERSION_PATH}`]: { body: { assemblyVersion: version } } });
}

const versionChecks = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === ASSEMBLY_VERSION_PATH).length;

describe('version check (spec 3 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays quiet while the server runs this version, checking every 15 seconds', async () => {
    const { calls } = serveVersion(APP_VERSION);
    await renderWithShell(<VersionCheckModal />);
    await advance(0);
    const first = versionChecks(calls);
    expect(first).toBeGreaterThanOrEqual(1);
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(versionChecks(calls)).toBe(first + 1);
    expect(screen.queryByText(prompt)).toBeNull();
  });

  it('asks to refresh when the server runs another version', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    serveVersion(NEWER);
    await renderWithShell(<VersionCheckModal />);
    await advance(0);
    expect(screen.getByText(prompt)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.refreshNow }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('after Not yet checks again only every 5 minutes, and asks again', async () => {
    const { calls } = serveVersion(NEWER);
    await renderWithShell(<VersionCheckModal />);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.notYet }));
    await advance(1000);
    expect(screen.queryByText(prompt)).toBeNull();

    const afterSnooze = versionChecks(calls);
    await advance(VERSION_CHECK_INTERVAL_MS * 4);
    expect(versionChecks(calls)).toBe(afterSnooze);
    expect(screen.queryByText(prompt)).toBeNull();

    await advance(VERSION_CHECK_SNOOZED_INTERVAL_MS);
    expect(versionChecks(calls)).toBe(afterSnooze + 1);
    expect(screen.getByText(prompt)).toBeTruthy();
  });
});
