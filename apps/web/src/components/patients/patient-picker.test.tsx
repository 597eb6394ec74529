import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { makeProfile } from '../../testing/patient-profile.ts';
import { renderWithShell } from '../../testing/render-app.tsx';
import { PatientPicker } from './patient-picker.tsx';

/**
 * Issue 24: two "Nguyen Thi Hong" rows of a new case's patient search looked identical (no URN,
 * no age without a date of birth). Each found row shows its URN/THCI entries with their hospitals
 * and its date of birth and age, or "DOB unknown".
 */
const urn = (healthCareProviderId: number, nickName: string, value: string) => ({
  healthCareProviderId,
  healthCareProviderName: `${nickName} Hospital`,
  healthCareProviderNickName: nickName,
  urn: value,
});

describe('new-case patient picker rows', () => {
  it('tell two namesakes apart by URN with hospital and by date of birth or age', async () => {
    mockFetch({
      'GET /api/ccmp/patientprofiles/search': {
        body: {
          profiles: [
            makeProfile({
              id: 1,
              lastName: 'Nguyen',
              firstName: 'Thi Hong',
              dateOfBirth: '1970-03-04',
              age: 56,
              patientHealthCareProviders: [urn(2, 'RMH', 'RMH778899'), urn(3, 'Austin', 'AH-12')],
            }),
            makeProfile({
              id: 2,
              lastName: 'Nguyen',
              firstName: 'Thi Hong',
              dateOfBirth: null,
              age: 81,
              patientHealthCareProviders: [urn(4, 'Bendigo', 'BH552871')],
            }),
            makeProfile({ id: 3, lastName: 'Nguyen', firstName: 'Thi Hong', dateOfBirth: null, age: null }),
          ],
          totalRecordsCount: 3,
        },
      },
    });
    await renderWithShell(<PatientPicker value={null} onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Search patients'), { target: { value: 'Nguyen' } });
    const first = (await screen.findByText('RMH778899 (RMH)')).closest('tr') as HTMLElement;
    expect(within(first).getByText('AH-12 (Austin)')).toBeTruthy();
    expect(within(first).getByText('04/03/1970 (age 56)')).toBeTruthy();

    const second = screen.getByText('BH552871 (Bendigo)').closest('tr') as HTMLElement;
    expect(within(second).getByText('DOB unknown (age 81)')).toBeTruthy();

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('DOB unknown')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'URN/THCI' })).toBeTruthy();
  });

  it('names its icon-only buttons for screen readers: clear and search (issue 24)', async () => {
    const { calls } = mockFetch({
      'GET /api/ccmp/patientprofiles/search': { body: { profiles: [], totalRecordsCount: 0 } },
    });
    await renderWithShell(<PatientPicker value={null} onChange={() => undefined} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search patients' }), {
      target: { value: 'Hong' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search patients now' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ccmp/patientprofiles/search')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Clear patient search' }));
    expect((screen.getByRole('searchbox', { name: 'Search patients' }) as HTMLInputElement).value).toBe('');
  });
});
