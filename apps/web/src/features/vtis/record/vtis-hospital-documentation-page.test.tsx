import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  inPanel,
  makeDocumentation,
  renderVtisRecord,
  SYSTEM_ADMIN,
  VTIS_MANAGER,
} from '../testing/vtis-fixtures.tsx';

// The clinical information section without its ~45 fields (its rules are the domain's, tested
// there): the page tests stay quick; the section's form still mounts, so Save and Close sends it.
vi.mock('./sections/hospital-documentation-sections.tsx', async (importActual) => {
  const actual = await importActual<typeof import('./sections/hospital-documentation-sections.tsx')>();
  const { StrokeFormSection } = await import('../../stroke/record/sections/stroke-form-section.tsx');
  return {
    ...actual,
    ClinicalInformationSection: () => (
      <StrokeFormSection sectionKey="clinical-information">{null}</StrokeFormSection>
    ),
  };
});

type Body = Record<string, unknown>;
const DOCUMENTATION = {
  get: '/api/vtis/consults/5/hospital-documentation',
  put: '/api/vtis/consults/hospital-documentation',
};

describe('VTIS hospital documentation (spec 3 §2.9, §4.7)', () => {
  it('saves every section and marks it complete on Save and Close', async () => {
    const view = await renderVtisRecord({
      ...DOCUMENTATION,
      record: makeDocumentation(),
      path: '/vst/vtishospitaldocumentation/5/discharge-information',
      routes: {
        'PATCH /api/vtis/consults/hospital-documentation/5/complete': {
          body: makeDocumentation({}, { closedOn: '2026-03-10T03:00:00.000Z' }),
        },
      },
    });
    const discharge = await inPanel('discharge-information');
    expect(discharge.getByTestId('ro-dischargeInformation.lengthOfStay').textContent).toBe('5 days');
    fireEvent.click(discharge.getByRole('button', { name: 'Save and Close' }));
    expect(await screen.findByText(HM.closed)).toBeTruthy();
    // One toast: the save before the close is quiet.
    expect(screen.queryByText(/section has been updated|saved successfully/i)).toBeNull();
    const body = view.saves[0]?.body as Body;
    expect(body).toMatchObject({
      id: 5,
      lastModified: '2026-03-10T00:00:00.000Z',
      sectionsToUpdate: [
        'admissionDetails',
        'clinicalInformation',
        'secondaryPrevention',
        'dischargeInformation',
      ],
    });
    expect(view.calls.some((c) => c.method === 'PATCH' && c.path.endsWith('/5/complete'))).toBe(true);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/vst/vtisconsults'));
  });

  it('shows the smoking cessation question only for a current smoker', async () => {
    const noSmoker = makeDocumentation(
      {},
      {
        clinicalInformation: {
          ...makeDocumentationClinical(),
          lifestyleRiskFactors: ['Physical inactivity'],
        },
        secondaryPrevention: {
          ...makeDocumentationSecondary(),
          didPatientReceiveSmokingCessationAdvice: null,
        },
      },
    );
    await renderVtisRecord({
      ...DOCUMENTATION,
      record: noSmoker,
      path: '/vst/vtishospitaldocumentation/5/secondary-prevention',
    });
    const secondary = await inPanel('secondary-prevention');
    await secondary.findByText('Did the patient or family receive stroke information?');
    expect(secondary.queryByText('Did the patient receive smoking cessation advice?')).toBeNull();
  });

  it('is read-only once closed, except for a system admin', async () => {
    const closed = makeDocumentation({}, { closedOn: '2026-03-10T03:00:00.000Z' });
    const first = await renderVtisRecord({
      ...DOCUMENTATION,
      record: closed,
      path: '/vst/vtishospitaldocumentation/5/admission-details',
      user: VTIS_MANAGER,
    });
    await inPanel('admission-details');
    expect(screen.getByText(HM.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    first.unmount();

    await renderVtisRecord({
      ...DOCUMENTATION,
      record: closed,
      path: '/vst/vtishospitaldocumentation/5/admission-details',
      user: SYSTEM_ADMIN,
    });
    const admission = await inPanel('admission-details');
    expect(admission.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and Close' })).toBeNull();
  });
});

const makeDocumentationClinical = () =>
  (makeDocumentation().hospitalDocumentation as { clinicalInformation: Body }).clinicalInformation;
const makeDocumentationSecondary = () =>
  (makeDocumentation().hospitalDocumentation as { secondaryPrevention: Body }).secondaryPrevention;
