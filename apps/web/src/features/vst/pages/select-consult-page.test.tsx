import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import {
  closed,
  lookupRoutes,
  makeConsultRow,
  searchAnswer,
  VST_MANAGER,
} from '../testing/vst-dashboard-fixtures.ts';
import { SelectConsultPage } from './select-consult-page.tsx';

describe('Select Consult (spec 3 §2.4)', () => {
  it('lists closed consults without an open follow-up and continues only once one is picked', async () => {
    const { router, fetchMock } = await renderRoute({
      pages: [{ path: '/vst/consults/select', element: <SelectConsultPage /> }],
      path: '/vst/consults/select',
      user: VST_MANAGER,
      routes: {
        ...lookupRoutes,
        'GET /api/vst/consults/search': searchAnswer([
          makeConsultRow({ id: 12, ...closed }),
          makeConsultRow({ id: 15, ...closed, patientFirstName: 'Bea', patientLastName: 'Other' }),
        ]),
      },
    });
    expect(await screen.findByText('VST15')).toBeTruthy();
    const url = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes('/consults/search'));
    expect(url).toContain('onlyClosedCases=true');
    expect(url).toContain('onlyClosedFollowupCases=true');
    expect(url).toContain('includeFollowUps=false');
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Patient name'), { target: { value: 'Other' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('patientName=Other'))).toBe(true),
    );

    fireEvent.click(screen.getByLabelText('Select VST15'));
    await waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/consults/15/new'));
  });
});
