import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLINIC_ADMIN,
  closedClinic,
  inPanel,
  makeClinic,
  renderClinic,
} from '../testing/clinic-fixtures.tsx';

type Body = Record<string, unknown>;

const radio = (scope: ReturnType<typeof within>, group: string, answer: string) =>
  fireEvent.click(within(scope.getByRole('radiogroup', { name: group })).getByLabelText(answer));

describe('Clinic page (spec 3 §2.10)', () => {
  it('sends a bare path to the referrer and shows the clinic sidebar', async () => {
    const { router } = await renderClinic({ record: makeClinic(), path: '/vst/clinic/9' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/clinic/9/referrer'));
    await inPanel('referrer');
    const labels = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
    for (const label of [
      'Referrer',
      'Patient Information',
      'Health Timeline',
      'Clinical Details',
      'Further Follow up',
      'Close Clinic',
      'Save All',
      'Dashboard',
    ])
      expect(labels.some((l) => l.includes(label))).toBe(true);
    // The referrer is the stroke referrer with the referring doctor's provider number (§3.1).
    const referrer = await inPanel('referrer');
    expect((referrer.getByLabelText('Referring Doctor Provider Number') as HTMLInputElement).value).toBe(
      '4024742F',
    );
    expect(referrer.getByRole('button', { name: 'Save and Next' })).toBeTruthy();
  });

  it('shows the clearing rules of §4.4 live and saves Clinical Details cleared', async () => {
    const { saves } = await renderClinic({
      record: makeClinic(),
      path: '/vst/clinic/9/clinical-assessment-details',
    });
    const details = await inPanel('clinical-assessment-details');
    expect(details.queryByText('Reperfusion Therapy')).toBeNull();
    radio(details, 'Reperfusion Therapy Received', 'Yes');
    const therapies = await details.findByRole('group', { name: 'Reperfusion Therapy' });
    fireEvent.click(within(therapies).getByLabelText('Tenecteplase'));
    radio(details, 'Reperfusion Therapy Received', 'No');
    await waitFor(() => expect(details.queryByRole('group', { name: 'Reperfusion Therapy' })).toBeNull());

    const investigations = details.getByRole('group', { name: 'Investigations Performed' });
    fireEvent.click(within(investigations).getByLabelText('Other'));
    fireEvent.change(await details.findByLabelText('Other Investigations Performed'), {
      target: { value: 'CT angiogram' },
    });
    fireEvent.click(within(investigations).getByLabelText('Other'));
    await waitFor(() => expect(details.queryByLabelText('Other Investigations Performed')).toBeNull());

    fireEvent.click(details.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.sectionUpdated('Clinical Details'));
    const body = saves[0]?.body as Body;
    expect(body.sectionsToUpdate).toEqual(['clinicalAssessmentDetails']);
    expect(body.clinicalAssessmentDetails).toMatchObject({
      reperfusionTherapyReceived: 'No',
      reperfusionTherapy: [],
      investigationsPerformed: ['Carotid Doppler', 'TTE'],
      investigationsPerformedOther: null,
    });
  });

  it('requires the therapy list and the timing once their question is Yes', async () => {
    const { saves } = await renderClinic({ record: makeClinic(), path: '/vst/clinic/9/futher-followup' });
    const followup = await inPanel('futher-followup');
    fireEvent.change(followup.getByLabelText('Next Clinic Review Timing'), { target: { value: '' } });
    fireEvent.click(followup.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.requiredFieldsMissing)).toBeTruthy();
    expect(saves).toHaveLength(0);
    radio(followup, 'Further Clinic Review Required', 'No');
    await waitFor(() => expect(followup.queryByLabelText('Next Clinic Review Timing')).toBeNull());
    fireEvent.click(followup.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.sectionUpdated('Further Follow up'));
    expect((saves[0]?.body as Body | undefined)?.furtherFollowup).toEqual({
      furtherClinicReviewRequired: 'No',
      nextClinicReviewTiming: null,
    });
  });

  it('keeps a Medicare number past 11 digits as typed and refuses it (§5.4)', async () => {
    const { saves } = await renderClinic({ record: makeClinic(), path: '/vst/clinic/9/patient' });
    const patient = await inPanel('patient');
    const medicare = patient.getByLabelText('Medicare Number') as HTMLInputElement;
    fireEvent.change(medicare, { target: { value: '212345670123' } });
    fireEvent.click(patient.getByRole('button', { name: 'Save' }));
    expect(await patient.findByText(M.medicareTooLong)).toBeTruthy();
    expect(medicare.value).toBe('212345670123');
    expect(saves).toHaveLength(0);
    fireEvent.change(medicare, { target: { value: '2123456701' } });
    fireEvent.click(patient.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.sectionUpdated('Patient Information'));
    expect((saves[0]?.body as Body | undefined)?.patientInformation).toMatchObject({
      medicareNumber: '2123456701',
    });
  });

  it('asks before leaving with unsaved changes, naming the section', async () => {
    await renderClinic({ record: makeClinic(), path: '/vst/clinic/9/patient' });
    const patient = await inPanel('patient');
    fireEvent.change(patient.getByLabelText('URN/THCI'), { target: { value: 'UR78' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Dashboard/ }));
    expect((await screen.findAllByText(M.leaveGuard('Patient Information'))).length).toBeGreaterThan(0);
  });
});

describe('Close Clinic (spec 3 §4.4)', () => {
  it('validates and saves every section, closes the clinic and returns to the list', async () => {
    const { saves, router, calls } = await renderClinic({
      record: makeClinic(),
      path: '/vst/clinic/9/close-clinic',
      routes: {
        'PATCH /api/vst/outpatient/9/deactivate': {
          body: { isActive: false, closedOn: '2026-03-12T01:00:00.000Z' },
        },
      },
    });
    fireEvent.click((await inPanel('close-clinic')).getByRole('button', { name: 'Save and Close' }));
    expect(await screen.findByText(M.outpatientCaseClosed)).toBeTruthy();
    expect((saves[0]?.body as Body | undefined)?.sectionsToUpdate).toEqual([
      'referrerInformation',
      'patientInformation',
      'clinicalAssessmentDetails',
      'furtherFollowup',
    ]);
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/vst/outpatient/9/deactivate')).toBe(
      true,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/clinics'));
  });

  it('does not close a clinic whose sections are incomplete', async () => {
    const { saves, calls } = await renderClinic({
      record: makeClinic({ furtherFollowup: null }),
      path: '/vst/clinic/9/close-clinic',
    });
    fireEvent.click((await inPanel('close-clinic')).getByRole('button', { name: 'Save and Close' }));
    expect(await screen.findByText(M.requiredFieldsMissing)).toBeTruthy();
    expect(saves).toHaveLength(0);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows a closed clinic read-only with Status Closed and Closed On, and its empty texts', async () => {
    await renderClinic({
      record: makeClinic({ ...closedClinic, clinicalAssessmentDetails: null, furtherFollowup: null }),
      path: '/vst/clinic/9/clinical-assessment-details',
    });
    await inPanel('clinical-assessment-details');
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Closed On').length).toBeGreaterThan(0);
    expect(screen.getByText(M.noClinicalAssessmentDetails)).toBeTruthy();
    expect(screen.getByText(M.noFurtherFollowup)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and Close' })).toBeNull();
    // A VST Manage user may not edit a closed clinic (§6: as the consult's rule).
    expect(screen.queryByRole('menuitem', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
  });

  it('lets a VST admin edit a closed clinic and finish with Save and Exit, back to the list', async () => {
    const { saves, router } = await renderClinic({
      record: makeClinic(closedClinic),
      path: '/vst/clinic/9/referrer',
      user: CLINIC_ADMIN,
    });
    await inPanel('referrer');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /Edit/ }));
    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Jo' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Save and Exit/ }));
    expect(await screen.findByText(M.editCompleted)).toBeTruthy();
    expect((saves[0]?.body as Body | undefined)?.sectionsToUpdate).toHaveLength(4);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/clinics'));
  });

  it('says "Unable to delete VST clinic." when the delete fails', async () => {
    await renderClinic({
      record: makeClinic(),
      path: '/vst/clinic/9/referrer',
      user: CLINIC_ADMIN,
      routes: {
        'DELETE /api/vst/outpatient/9/delete': {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
        },
      },
    });
    await inPanel('referrer');
    fireEvent.click(screen.getByRole('menuitem', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete VSTOP9' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleteClinicFailed)).toBeTruthy();
  });
});
