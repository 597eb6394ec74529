import type { Principal } from '../access/principal.ts';
import { hasAppAccess } from '../access/rules.ts';
import { APP_VERSION } from './version.ts';

/**
 * Release notes (spec 3 §2.13): releases by date, each split into sections per app. A user sees
 * the General section of every release and the sections of the apps they have access to.
 */
export const RELEASE_NOTE_APPS = ['general', 'ecmo', 'telehealth', 'vst', 'vtis'] as const;
export type ReleaseNoteApp = (typeof RELEASE_NOTE_APPS)[number];

export const RELEASE_NOTE_APP_LABEL: Record<ReleaseNoteApp, string> = {
  general: 'General',
  ecmo: 'ECMO',
  telehealth: 'Telehealth',
  vst: 'VST',
  vtis: 'VTIS',
};

export interface ReleaseNoteSection {
  app: ReleaseNoteApp;
  notes: readonly string[];
}

export interface Release {
  version: string;
  /** Release date, YYYY-MM-DD. */
  date: string;
  sections: readonly ReleaseNoteSection[];
}

/** Newest first. */
export const RELEASES: readonly Release[] = [
  {
    version: APP_VERSION,
    date: '2026-11-22',
    sections: [
      {
        app: 'general',
        notes: [
          'A banner announces each new version of SCOUT and links to these release notes; once closed it stays hidden until the next version.',
          'SCOUT checks for a newer version every 15 seconds and asks you to refresh your screen when one is available.',
          'Two-factor authentication can be set up from the user menu (Two-factor authentication). Only an administrator can reset it.',
          'The Resources page gathers the user guides, the VECMOS data dictionary and the stroke contact list.',
        ],
      },
      {
        app: 'ecmo',
        notes: [
          'Consumables (ECMO items) are available to system administrators and users with the ECMO Admin access level.',
          'Read users see open and archived cases as read-only summaries; the New Case button is hidden for them.',
        ],
      },
      {
        app: 'telehealth',
        notes: [
          'Creating a Telehealth case needs the Admin or Manage access level; Read users can view the dashboard and archive.',
        ],
      },
      {
        app: 'vst',
        notes: [
          'VST Read users have no Clinics access: the Clinics menu item and pages are hidden from them.',
          'Admins can enable Manage users to export VST data (consult and follow-up exports, monthly and quarterly reports) with the "Can export VST data" option in User Management.',
          'VST report generation is limited to system administrators.',
        ],
      },
      {
        app: 'vtis',
        notes: [
          'Admins can enable Manage users to export VTIS data and AuSCR data with the "Can export VTIS data" and "Can export AuSCR data" options in User Management.',
        ],
      },
    ],
  },
];

/** General notes are for everyone; an app's notes are for users with access to that app. */
export function canSeeReleaseNoteSection(p: Principal, app: ReleaseNoteApp): boolean {
  return app === 'general' || hasAppAccess(p, app);
}

/** The releases this user may read, each keeping only the sections they may see. */
export function releaseNotesFor(p: Principal, releases: readonly Release[] = RELEASES): Release[] {
  return releases
    .map((release) => ({
      ...release,
      sections: release.sections.filter((section) => canSeeReleaseNoteSection(p, section.app)),
    }))
    .filter((release) => release.sections.length > 0);
}
