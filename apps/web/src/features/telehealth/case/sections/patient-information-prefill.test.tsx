import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTelehealthCase, renderSection } from '../../testing/telehealth-fixtures.tsx';
import { PatientInformationSection } from './patient-information-section.tsx';

/** Issue 24 item 7: a never-saved Patient Information starts with what SCOUT knows. */
const base = makeTelehealthCase();
const withUrns = (urns: Array<{ healthCareProviderId: number; urn: string }>) => ({
  ...base,
  patientProfile: { ...base.patientProfile, urns },
});
const hospitals = {
  'GET /api/telehealth/referencedata/healthcareproviders': {
    body: [
      { id: 5, name: 'Royal Melbourne Hospital', nickName: 'RMH' },
      { id: 9, name: 'Austin Hospital', nickName: 'Austin' },
    ],
  },
};
const urnBox = () => screen.getByLabelText('Hospital URN/THCI') as HTMLInputElement;

describe('Telehealth patient information prefill (issue 24 item 7)', () => {
  it('starts with the referring hospital and the profile’s URN there', async () => {
    await renderSection(<PatientInformationSection />, {
      caseData: withUrns([
        { healthCareProviderId: 9, urn: 'AH-1' },
        { healthCareProviderId: 5, urn: 'RMH778899' },
      ]),
      routes: hospitals,
    });
    await waitFor(() => expect(urnBox().value).toBe('RMH778899'));
    expect(await screen.findByTitle('RMH')).toBeTruthy();

    // Another hospital: its URN in place of the prefilled one; a typed URN is never replaced.
    fireEvent.mouseDown(screen.getByLabelText('Hospital'));
    fireEvent.click(await screen.findByTitle('Austin'));
    await waitFor(() => expect(urnBox().value).toBe('AH-1'));
    fireEvent.change(urnBox(), { target: { value: 'TYPED-1' } });
    fireEvent.mouseDown(screen.getByLabelText('Hospital'));
    fireEvent.click((await screen.findAllByTitle('RMH')).at(-1) as HTMLElement);
    await waitFor(() => expect(urnBox().value).toBe('TYPED-1'));
  });

  it('leaves hospital and URN empty when the profile holds no URN at the referring hospital', async () => {
    await renderSection(<PatientInformationSection />, {
      caseData: withUrns([{ healthCareProviderId: 9, urn: 'AH-1' }]),
      routes: hospitals,
    });
    await screen.findByLabelText('Hospital URN/THCI');
    expect(urnBox().value).toBe('');
    expect(screen.queryByTitle('RMH')).toBeNull();
  });
});
