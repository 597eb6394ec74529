import { PROVIDER_SEARCH_MIN_LENGTH } from '@scout/domain/admin/health-care-provider.schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSPITAL_SEARCH_HINT } from '../../../components/hospitals/hospital-field.tsx';
import { PatientHospitalSection } from '../case/sections/patient-hospital-section.tsx';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../testing/ecmo-fixtures.ts';
import { renderEcmoSection } from '../testing/render-ecmo.tsx';

const SEARCH = '/api/ccmp/healthcareproviders/search';

/**
 * Issue 24: the hospital pickers said "Type 2 or more letters to search" while the server refuses a
 * keyword under 3 characters (spec 1 §5, §9: provider search from 3; 400 'Enter at least 3
 * characters'), so 2 letters showed "No hospitals found". The hint and the search now start where
 * the server does.
 */
describe('hospital picker search threshold', () => {
  it('says to type 3 letters, sends nothing for 2, and searches from 3', async () => {
    const { calls } = await renderEcmoSection(<PatientHospitalSection />, {
      sectionKey: 'patient',
      caseData: makeCase(),
      user: ECMO_MANAGER,
      routes: {
        ...lookupRoutes(),
        [`GET ${SEARCH}`]: {
          body: [{ id: 9, name: 'Austin Hospital', nickName: 'Austin', address: '145 Studley Rd' }],
        },
      },
    });
    const hospital = await screen.findByLabelText('Hospital');
    expect(PROVIDER_SEARCH_MIN_LENGTH).toBe(3);
    expect(HOSPITAL_SEARCH_HINT).toBe('Type 3 or more letters to search');
    expect(screen.getByText(HOSPITAL_SEARCH_HINT)).toBeTruthy();

    fireEvent.mouseDown(hospital);
    fireEvent.change(hospital, { target: { value: 'Au' } });
    await act(async () => {});
    expect((await screen.findAllByText(HOSPITAL_SEARCH_HINT)).length).toBeGreaterThan(0);
    expect(screen.queryByText('No hospitals found')).toBeNull();
    expect(calls.filter((c) => c.path === SEARCH)).toEqual([]);

    fireEvent.change(hospital, { target: { value: 'Aus' } });
    expect(await screen.findByTitle('Austin')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === SEARCH)).toHaveLength(1));
  });
});
