import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../../testing/find-dialog.ts';
import { pick } from '../../../testing/select-option.ts';
import { inPanel, makeVtisConsult, renderVtisRecord, VTIS_READER } from '../testing/vtis-fixtures.tsx';

vi.mock('./sections/clinical-sections.tsx', () => import('../testing/clinical-sections-stub.tsx'));

type Body = Record<string, unknown>;
const CONSULT = { get: '/api/vtis/consults/5', put: '/api/vtis/consults' };

const pending = () =>
  makeVtisConsult({
    isPending: true,
    vtisStatus: 'PENDING',
    consultInformation: { declinedBy: null, declinedAt: null, reasonForDeclining: null },
  });

describe('VTIS consult: decline (spec 3 §4.1, §5.7)', () => {
  it('asks for a reason, with Other its text, then shows the declined banner and goes read-only', async () => {
    let declined = false;
    const declinedRecord = makeVtisConsult({
      isDeclined: true,
      isPending: false,
      vtisStatus: 'DECLINED',
      consultInformation: {
        declinedBy: 'Sam Someone',
        declinedAt: '2026-03-10T02:00:00.000Z',
        reasonForDeclining: 'Family request',
      },
    });
    const view = await renderVtisRecord({
      ...CONSULT,
      record: pending(),
      path: '/vst/vtisconsult/5/referrer',
      routes: {
        'GET /api/vtis/consults/5': () => ({ body: declined ? declinedRecord : pending() }),
        'DELETE /api/vtis/consults/5/decline': () => {
          declined = true;
          return {
            body: {
              isDeclined: true,
              vtisStatus: 'DECLINED',
              consultInformation: declinedRecord.consultInformation,
            },
          };
        },
      },
    });
    await inPanel('referrer');
    fireEvent.click(screen.getByRole('menuitem', { name: /Decline/ }));
    const dialog = await findDialog('Decline VTIS5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(M.required)).toBeTruthy();
    await pick('Reason for Declining', 'Other', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(M.declineOtherRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Other Reason'), { target: { value: 'Family request' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(M.declinedBanner('Sam Someone', '10/03/2026', 'Family request')),
    ).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      reasonForDeclining: 'Other',
      otherReasonForDeclining: 'Family request',
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Decline/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Save All/ })).toBeNull();
  });

  it('offers Decline only on a pending consult', async () => {
    await renderVtisRecord({ ...CONSULT, record: makeVtisConsult(), path: '/vst/vtisconsult/5/referrer' });
    await inPanel('referrer');
    expect(screen.getByRole('menuitem', { name: /Save All/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Decline/ })).toBeNull();
  });
});

describe('VTIS consult: show and clear rules (spec 3 §4.3)', () => {
  it('hides and clears the thrombolysis chain when thrombolysis turns No, and saves it cleared', async () => {
    const { saves } = await renderVtisRecord({
      ...CONSULT,
      record: makeVtisConsult(),
      path: '/vst/vtisconsult/5/patient-history',
    });
    const history = await inPanel('patient-history');
    expect(history.getByText('Date of Thrombolysis')).toBeTruthy();
    fireEvent.click(
      within(history.getByRole('radiogroup', { name: 'Intravenous Thrombolysis Received' })).getByLabelText(
        'No',
      ),
    );
    await waitFor(() => expect(history.queryByText('Date of Thrombolysis')).toBeNull());
    expect(history.queryByText('Thrombolysis Related Adverse Event')).toBeNull();
    fireEvent.click(history.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.sectionUpdated('Patient History'));
    const body = saves[0]?.body as Body;
    expect(body.sectionsToUpdate).toEqual(['patientHistory']);
    expect(body.patientHistory).toMatchObject({
      intravenousThrombolysisReceived: 'No',
      dateOfThrombolysis: null,
      timeOfThrombolysis: null,
      thrombolysisRelatedAdverseEvent: null,
    });
  });
});

describe('VTIS consult: Save and Close (spec 3 §4.1)', () => {
  it('checks the status, saves every section, closes and goes to the VTIS dashboard', async () => {
    const view = await renderVtisRecord({
      ...CONSULT,
      record: makeVtisConsult(),
      path: '/vst/vtisconsult/5/technical-consultation-info',
      routes: {
        'GET /api/vtis/consults/5/status': { body: true },
        'PATCH /api/vtis/consults/5/close': {
          body: {
            isActive: false,
            closedOn: '2026-03-10T03:00:00.000Z',
            vtisStatus: 'CLOSED',
            isHospitalDocumentationRequired: true,
          },
        },
      },
    });
    fireEvent.click(
      (await inPanel('technical-consultation-info')).getByRole('button', { name: 'Save and Close' }),
    );
    expect(await screen.findByText(M.consultClosed)).toBeTruthy();
    expect((view.saves[0]?.body as Body | undefined)?.sectionsToUpdate).toHaveLength(8);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/vst/vtisconsults'));
  });

  it('lets a closed consult be edited and finished with Save and Exit (§6)', async () => {
    const closed = makeVtisConsult({
      isActive: false,
      closedOn: '2026-03-10T03:00:00.000Z',
      vtisStatus: 'CLOSED',
    });
    const view = await renderVtisRecord({ ...CONSULT, record: closed, path: '/vst/vtisconsult/5/referrer' });
    await inPanel('referrer');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /Edit/ }));
    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Jo' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Save and Exit/ }));
    expect(await screen.findByText(M.editCompleted)).toBeTruthy();
    expect((view.saves[0]?.body as Body | undefined)?.sectionsToUpdate).toHaveLength(8);
  });
});

describe('VTIS consult: a read-only user (spec 3 §6)', () => {
  it('sees the values but no Save, Save All, Delete, Decline or Edit', async () => {
    await renderVtisRecord({
      ...CONSULT,
      record: pending(),
      path: '/vst/vtisconsult/5/referrer',
      user: VTIS_READER,
    });
    const referrer = await inPanel('referrer');
    expect(referrer.getByTestId('ro-referrerInformation.referrerFirstName').textContent).toBe('Sam');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and Close' })).toBeNull();
    for (const item of [/Save All/, /Delete/, /Decline/, /Edit/])
      expect(screen.queryByRole('menuitem', { name: item })).toBeNull();
  });
});
