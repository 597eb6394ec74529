import type { Principal } from './principal.ts';
import {
  canAdministerPlatform,
  canViewEcmoCases,
  canViewTelehealthCases,
  canViewVst,
  canViewVtis,
} from './rules.ts';

export type MainMenuTileKey = 'telehealth' | 'ecmo' | 'vst' | 'admin' | 'resources';

export interface MainMenuTile {
  key: MainMenuTileKey;
  title: string;
  description: string;
  href: string;
}

/**
 * The main menu tiles of spec 1 §1, in the spec's order, each only when the user holds the
 * claims it needs. The VST tile points to the VTIS dashboard for a user without full VST access.
 */
export function mainMenuTiles(p: Principal): MainMenuTile[] {
  const tiles: MainMenuTile[] = [];
  if (canViewTelehealthCases(p)) {
    tiles.push({
      key: 'telehealth',
      title: 'Telehealth',
      description: 'Patient management',
      href: '/telehealth/cases',
    });
  }
  if (canViewEcmoCases(p)) {
    tiles.push({ key: 'ecmo', title: 'VECMOS', description: 'Victorian ECMO Service', href: '/ecmo/cases' });
  }
  if (canViewVst(p) || canViewVtis(p)) {
    tiles.push({
      key: 'vst',
      title: 'VST',
      description: 'Stroke telemedicine',
      href: canViewVst(p) ? '/vst/consults' : '/vst/vtisconsults',
    });
  }
  if (canAdministerPlatform(p)) {
    tiles.push({ key: 'admin', title: 'Admin', description: 'System administration', href: '/ccmp' });
  }
  tiles.push({
    key: 'resources',
    title: 'Resources',
    description: 'User guides, data dictionary, release notes',
    href: '/resources',
  });
  return tiles;
}
