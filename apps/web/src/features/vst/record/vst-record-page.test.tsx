import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pick } from '../../../testing/select-option.ts';
import {
  afterCall,
  dialog,
  inPanel,
  makeVstConsult,
  makeVstFollowup,
  panel,
  renderVstRecord,
  VST_ADMIN,
  VST_READER,
} from './testing/vst-fixtures.tsx';

vi.mock('./sections/clinical-sections.tsx', () => import('./testing/clinical-sections-stub.tsx'));

const CONFLICT = {
  status: 409,
  body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' },
};
type Body = Record<string, unknown>;

describe('VST consult sections (spec 3 §4.1, §8.2)', () => {
  it('saves one section with sectionsToUpdate naming only it and shows the section toast', async () => {
    const { saves } = await renderVstRecord({ record: makeVstConsult(), path: '/vst/consult/12/referrer' });
    const referrer = await inPanel('referrer');
    fireEvent.change(referrer.getByLabelText('First Name'), { target: { value: 'Jo' } });
    fireEvent.click(referrer.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.sectionUpdated('Referrer'));
    const body = saves[0]?.body as Body;
    expect(body).toMatchObject({ id: 12, sectionsToUpdate: ['referrerInformation'] });
    expect((body.referrerInformation as Body).referrerFirstName).toBe('Jo');
    expect(body.patientInformation).toBeUndefined();
    expect(body.forceUpdate).toBeUndefined();
  });

  it('asks the section question on a 409 and resends with forceUpdate on Yes', async () => {
    const record = makeVstConsult();
    const { saves } = await renderVstRecord({
      record,
      path: '/vst/consult/12/referrer',
      answer: (call) => ((call.body as Body).forceUpdate ? { body: record } : CONFLICT),
    });
    const referrer = await inPanel('referrer');
    fireEvent.change(referrer.getByLabelText('First Name'), { target: { value: 'Jo' } });
    fireEvent.click(referrer.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await dialog(M.sectionConflict)).getByRole('button', { name: 'Yes' }));
    await screen.findByText(M.sectionUpdated('Referrer'));
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toMatchObject({ forceUpdate: true, sectionsToUpdate: ['referrerInformation'] });
  });
});

describe('VST neurologist information (spec 3 §4.2, §5.2)', () => {
  const withContactAfter = (minutes: number) =>
    makeVstConsult({
      neurologistInformation: {
        specialistId: 4,
        specialist: 'Dr Neuro',
        specialistDateAndTime: afterCall(minutes),
        specialists: [],
        handoverUpdate: false,
      },
    });

  it('asks for the delay reason when the specialist is contacted 10 minutes after the call', async () => {
    await renderVstRecord({ record: withContactAfter(10), path: '/vst/consult/12/neurologist-info' });
    const section = await inPanel('neurologist-info');
    expect(await section.findByText('Reason for Delay')).toBeTruthy();
  });

  it('does not ask for it at 9 minutes', async () => {
    await renderVstRecord({ record: withContactAfter(9), path: '/vst/consult/12/neurologist-info' });
    const section = await inPanel('neurologist-info');
    await section.findByText('Date/Time Specialist Contacted');
    expect(section.queryByText('Reason for Delay')).toBeNull();
  });

  it('keeps the specialist in the handover history on Handover and puts it back on Cancel', async () => {
    await renderVstRecord({ record: makeVstConsult(), path: '/vst/consult/12/neurologist-info' });
    const section = await inPanel('neurologist-info');
    await section.findByTitle('Dr Neuro');
    fireEvent.click(section.getByRole('button', { name: 'Handover' }));
    expect(await section.findByText('Handover History')).toBeTruthy();
    expect(within(section.getByRole('table')).getByText('Dr Neuro')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(section.queryByText('Handover History')).toBeNull());
    expect(section.getByTitle('Dr Neuro')).toBeTruthy();
  });

  it('leaves handover mode once the handover is saved; Cancel then keeps the saved handover (issue 23)', async () => {
    const record = makeVstConsult();
    /** The waits after a save (a loaded machine answers late). */
    const slow = { timeout: 15_000 };
    let version = 0;
    // The server's answer: the record with the section as sent and a new lastModified.
    const view = await renderVstRecord({
      record,
      path: '/vst/consult/12/neurologist-info',
      answer: (call) => ({
        body: {
          ...record,
          neurologistInformation: (call.body as Body).neurologistInformation,
          lastModified: `2026-11-21T00:00:0${++version}.000Z`,
        },
      }),
    });
    const panelEl = await panel('neurologist-info');
    const section = within(panelEl);
    await section.findByTitle('Dr Neuro', undefined, slow);
    const historyRows = () => within(section.getByRole('table')).getAllByRole('row').slice(1);
    const sent = (i: number) => (view.saves[i]?.body as Body | undefined)?.neurologistInformation as Body;

    // Handover, the second neurologist and their contact time, Save: it succeeds.
    fireEvent.click(section.getByRole('button', { name: 'Handover' }));
    await pick('Neurologist/Stroke Specialist', 'Dr Other', panelEl);
    const contacted = section.getByLabelText('Date/Time Specialist Contacted');
    await userEvent.click(contacted);
    await userEvent.type(contacted, '20/11/2026 10:20{Enter}');
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    await screen.findByText(M.sectionUpdated('Neurologist Information'), undefined, slow);
    expect(sent(0)).toMatchObject({
      specialistId: 5,
      handoverUpdate: true,
      specialists: [{ serialNo: 1, specialistId: 4, specialist: 'Dr Neuro' }],
    });

    // The section has left handover mode: Handover is offered again, not Cancel.
    expect(await section.findByRole('button', { name: 'Handover' }, slow)).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(section.getByTitle('Dr Other')).toBeTruthy();
    expect(historyRows()).toHaveLength(1);

    // A new Handover's Cancel returns to what is saved: the second neurologist, one history row.
    fireEvent.click(section.getByRole('button', { name: 'Handover' }));
    await waitFor(() => expect(historyRows()).toHaveLength(2));
    fireEvent.click(section.getByRole('button', { name: 'Cancel' }));
    expect(await section.findByTitle('Dr Other')).toBeTruthy();
    expect(historyRows()).toHaveLength(1);
    expect(within(historyRows()[0] as HTMLElement).getByText('Dr Neuro')).toBeTruthy();

    // The next Save keeps the handover: the second neurologist and the first in the history.
    fireEvent.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.saves).toHaveLength(2), slow);
    expect(sent(1)).toMatchObject({
      specialistId: 5,
      specialists: [{ serialNo: 1, specialistId: 4, specialist: 'Dr Neuro' }],
    });
    expect(sent(1).specialists).toHaveLength(1);
    expect(view.saves[1]?.body).toMatchObject({ lastModified: '2026-11-21T00:00:01.000Z' });
  }, 60_000);
});

describe('VST Save and Close (spec 3 §4.1)', () => {
  const closeRoutes = (fresh: boolean, vtis = false) => ({
    'GET /api/vst/consults/12/status': { body: fresh },
    'PATCH /api/vst/consults/12/deactivate': {
      body: {
        isActive: false,
        closedOn: '2026-11-21T00:00:00.000Z',
        vtisConsultAutomaticallyCreated: vtis,
        vtisConsultId: vtis ? 3 : null,
      },
    },
  });

  it('checks the status, saves every section, deactivates and goes to the dashboard', async () => {
    const view = await renderVstRecord({
      record: makeVstConsult(),
      path: '/vst/consult/12/hospital-agreement',
      routes: closeRoutes(true),
    });
    fireEvent.click((await inPanel('hospital-agreement')).getByRole('button', { name: 'Save and Close' }));
    await screen.findByText(M.consultClosed);
    const body = view.saves[0]?.body as Body;
    expect(body.sectionsToUpdate).toHaveLength(9);
    expect(view.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['GET /api/vst/consults/12/status', 'PATCH /api/vst/consults/12/deactivate']),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/vst/consults'));
  });

  it('says so when the patient was referred to VTIS', async () => {
    await renderVstRecord({
      record: makeVstConsult(),
      path: '/vst/consult/12/hospital-agreement',
      routes: closeRoutes(true, true),
    });
    fireEvent.click((await inPanel('hospital-agreement')).getByRole('button', { name: 'Save and Close' }));
    expect(await screen.findByText(M.consultClosedReferredToVtis)).toBeTruthy();
  });

  it('offers Merge Changes on a stale record, lays the edits over the fresh one and does not close', async () => {
    const view = await renderVstRecord({
      record: makeVstConsult(),
      path: '/vst/consult/12/hospital-agreement',
      routes: closeRoutes(false),
    });
    const referrer = await inPanel('referrer');
    fireEvent.change(referrer.getByLabelText('First Name'), { target: { value: 'Jo' } });
    fireEvent.click((await inPanel('hospital-agreement')).getByRole('button', { name: 'Save and Close' }));
    fireEvent.click(within(await dialog(M.mergePrompt)).getByRole('button', { name: M.mergeAction }));
    expect(await screen.findByText(M.mergeApplied)).toBeTruthy();
    expect((referrer.getByLabelText('First Name') as HTMLInputElement).value).toBe('Jo');
    expect(view.saves).toHaveLength(0);
    expect(view.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('closes a follow-up with its own message', async () => {
    const view = await renderVstRecord({
      record: makeVstFollowup(),
      path: '/vst/followup/7/hospital-agreement',
      routes: { 'PATCH /api/vst/followup/7/deactivate': { body: makeVstFollowup({ isActive: false }) } },
    });
    fireEvent.click((await inPanel('hospital-agreement')).getByRole('button', { name: 'Save and Close' }));
    await screen.findByText(M.followupClosed);
    expect((view.saves[0]?.body as Body | undefined)?.sectionsToUpdate).toHaveLength(5);
    expect(view.calls.some((c) => c.path === '/api/vst/consults/7/status')).toBe(false);
  });
});

describe('VST record access (spec 3 §4.1, §6)', () => {
  it('shows a read-only user no Save, Save All or Delete', async () => {
    await renderVstRecord({ record: makeVstConsult(), path: '/vst/consult/12/referrer', user: VST_READER });
    await inPanel('referrer');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Save All/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
  });

  it('lets an admin Edit a closed consult and finish with Save and Exit', async () => {
    const closed = makeVstConsult({ isActive: false, closedOn: '2026-11-21T00:00:00.000Z' });
    const view = await renderVstRecord({ record: closed, path: '/vst/consult/12/referrer', user: VST_ADMIN });
    await inPanel('referrer');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /Edit/ }));
    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Jo' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Save and Exit/ }));
    expect(await screen.findByText(M.editCompleted)).toBeTruthy();
    expect((view.saves[0]?.body as Body | undefined)?.sectionsToUpdate).toHaveLength(9);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Edit/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('redirects a bare URL to the patient section', async () => {
    const view = await renderVstRecord({ record: makeVstConsult(), path: '/vst/consult/12' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/vst/consult/12/patient'));
  });
});
