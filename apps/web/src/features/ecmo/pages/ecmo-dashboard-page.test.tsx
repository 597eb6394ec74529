import type { DashboardCase } from '@scout/domain/ecmo/dashboard.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ECMO_MANAGER, ECMO_READER } from '../testing/ecmo-fixtures.ts';
import { renderEcmo } from '../testing/render-ecmo.tsx';

const daysAgo = (n: number) => dayjs().subtract(n, 'day').toISOString();

function card(id: number, overrides: Partial<DashboardCase>): DashboardCase {
  return {
    id,
    caseId: `ECMO${id}`,
    firstName: 'Pat',
    lastName: `Number${id}`,
    gender: 'Male',
    age: 50,
    diagnosisCategory: null,
    dateCreated: daysAgo(1),
    ecmoStatus: 'OnEcmo',
    ecmoType: 'VA',
    ecmoDevice: 'Cardiohelp',
    ecmoStartDate: null,
    decannulationDate: null,
    originalLocation: null,
    destinationLocation: null,
    arrivalAtOriginalHospital: null,
    arrivalAtDestinationHospital: null,
    closedOn: null,
    patientOutcome: null,
    ecmoOutcome: null,
    infectiousRisk: false,
    infectiousRiskDetails: null,
    ...overrides,
  };
}

const CASES = [
  card(1, { ecmoStartDate: daysAgo(3) }),
  card(2, { ecmoStartDate: daysAgo(20) }),
  card(3, { ecmoStartDate: daysAgo(45) }),
  card(4, { ecmoStatus: 'ForConsideration', ecmoStartDate: daysAgo(45) }),
  card(5, { ecmoStatus: 'OffEcmo', ecmoStartDate: daysAgo(30), decannulationDate: daysAgo(25) }),
];

const routes = {
  'GET /api/ecmo/cases/open': { body: CASES },
  'GET /api/ecmo/hospitalswithopencases': { body: [{ id: 5, nickName: 'RMH' }] },
};

async function open(user = ECMO_MANAGER) {
  const view = await renderEcmo({ path: '/ecmo/cases', user, routes });
  await screen.findByText('ECMO1 · Pat Number1');
  return view;
}

const cardOf = (caseId: string) =>
  screen.getByText(new RegExp(`^${caseId} ·`)).closest('[data-testid="ecmo-case-card"]') as HTMLElement;

describe('ECMO open cases dashboard', () => {
  it('colours card borders by days on ECMO and offers Open and New Case to editors', async () => {
    await open();
    expect(cardOf('ECMO1').dataset.border).toBe('green');
    expect(cardOf('ECMO2').dataset.border).toBe('orange');
    expect(cardOf('ECMO3').dataset.border).toBe('red');
    expect(cardOf('ECMO4').dataset.border).toBe('transparent');
    // Off ECMO: start to decannulation (5 days).
    expect(cardOf('ECMO5').dataset.border).toBe('green');
    expect(within(cardOf('ECMO1')).getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /New Case/ })).toBeTruthy();
  });

  it('tells each border colour in words too, not by colour alone (WCAG 1.4.1)', async () => {
    await open();
    const band = (caseId: string) =>
      within(cardOf(caseId)).queryByTestId('ecmo-card-band')?.textContent?.trim();
    expect(band('ECMO1')).toBe('0-10 days on ECMO');
    expect(band('ECMO2')).toBe('11-40 days on ECMO');
    expect(band('ECMO3')).toBe('41+ days on ECMO');
    expect(band('ECMO5')).toBe('0-10 days on ECMO');
    // No border colour, no band.
    expect(band('ECMO4')).toBeUndefined();
    // The icons are decoration: the words are the state's accessible text.
    expect(within(cardOf('ECMO3')).getByText(/41\+ days on ECMO/)).toBeTruthy();
  });

  it('shows View cards and no New Case button to read-only users', async () => {
    await open(ECMO_READER);
    expect(within(cardOf('ECMO1')).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New Case/ })).toBeNull();
  });

  it('archive: View only, the 30-day hint, and Declined offered as a status filter', async () => {
    const calls: string[] = [];
    await renderEcmo({
      path: '/ecmo/archive',
      user: ECMO_MANAGER,
      routes: {
        'GET /api/ecmo/archive/cases': (call) => {
          calls.push(call.path);
          return { body: [card(9, { ecmoStatus: 'OffEcmo', closedOn: daysAgo(2) })] };
        },
        'GET /api/ecmo/hospitalswitharchivedcases': { body: [] },
      },
    });
    await screen.findByText('ECMO9 · Pat Number9');
    expect(within(cardOf('ECMO9')).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.getByText(/closed within the last 30 days/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New Case/ })).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    expect((await screen.findAllByTitle('Declined')).length).toBeGreaterThan(0);
  });
});
