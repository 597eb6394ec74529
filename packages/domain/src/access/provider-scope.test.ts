import { describe, expect, it } from 'vitest';
import { ALL_PROVIDERS, caseScope, isInScope, patientScope } from './provider-scope.ts';
import { PLATFORM_APP } from './roles.ts';
import { makePrincipal } from './test-principals.ts';

const ECMO = String(PLATFORM_APP.ECMO);
const VST = String(PLATFORM_APP.VST);

describe('access by health care provider', () => {
  it('limits an app to the user providers chosen for it; an app without any sees all', () => {
    const user = makePrincipal({ access: { ecmo: 10, vst: 20 } });
    const byApp = { [ECMO]: [7, 3, 7] };
    expect(caseScope(user, byApp, 'ecmo')).toEqual({ all: false, providerIds: [3, 7] });
    expect(caseScope(user, byApp, 'vst')).toEqual(ALL_PROVIDERS);
    expect(caseScope(user, {}, 'ecmo')).toEqual(ALL_PROVIDERS);
  });

  it('never limits system administrators or call takers (statewide coordination)', () => {
    const byApp = { [ECMO]: [3] };
    for (const role of ['systemadmin', 'avraso'] as const) {
      expect(caseScope(makePrincipal({ role }), byApp, 'ecmo')).toEqual(ALL_PROVIDERS);
      expect(patientScope(makePrincipal({ role }), byApp)).toEqual(ALL_PROVIDERS);
    }
  });

  it('shows the patients of every app the user has, or all when one of those apps is unlimited', () => {
    const user = makePrincipal({ access: { ecmo: 10, vst: 20 } });
    expect(patientScope(user, { [ECMO]: [3], [VST]: [5, 3] })).toEqual({ all: false, providerIds: [3, 5] });
    expect(patientScope(user, { [ECMO]: [3] })).toEqual(ALL_PROVIDERS);
    // Providers of an app the user does not have do not count.
    const ecmoOnly = makePrincipal({ access: { ecmo: 10 } });
    expect(patientScope(ecmoOnly, { [ECMO]: [3], [VST]: [5] })).toEqual({ all: false, providerIds: [3] });
  });

  it('puts a record in scope when any of its providers is one of the user providers', () => {
    const scope = { all: false, providerIds: [3, 7] } as const;
    expect(isInScope(scope, null, 7)).toBe(true);
    expect(isInScope(scope, 4, undefined)).toBe(false);
    expect(isInScope(ALL_PROVIDERS, null)).toBe(true);
  });
});
