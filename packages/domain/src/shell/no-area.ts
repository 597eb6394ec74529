import type { Principal } from '../access/principal.ts';
import { CLINICAL_APPS } from '../access/roles.ts';
import { hasAppAccess, isSystemAdmin } from '../access/rules.ts';
import type { ClientConfig } from './client-config.ts';

/**
 * A signed-in user with no area yet (an invited user awaiting access): no clinical app and no
 * administration. The main menu then offers only Resources, so it says why and whom to ask
 * (issue 24): their administrator, and the service's support lines (configured,
 * SUPPORT_PHONE_VECMOS and SUPPORT_PHONE_STROKE).
 */
export function hasNoArea(p: Principal): boolean {
  return !isSystemAdmin(p) && CLINICAL_APPS.every((app) => !hasAppAccess(p, app));
}

export const NO_AREA_TITLE = 'Your account has no access to any area yet.';

/** What to do about it, with the support lines the service is configured with. */
export function noAreaAdvice(supportPhones: ClientConfig['supportPhones']): string {
  return (
    'Ask your administrator to give you access to the areas you work in (VECMOS, Telehealth, VST or VTIS). ' +
    `For help, call VECMOS support on ${supportPhones.vecmos} or stroke support on ${supportPhones.stroke}.`
  );
}
