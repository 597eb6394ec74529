import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../testing/select-option.ts';
import { ecrAccepted, inPanel, makeCase, renderCase, VST_READER } from '../testing/reperfusion-fixtures.tsx';

type Body = Record<string, unknown>;
const menu = () => screen.getByRole('menu');

describe('Reperfusion case: sections (spec 3 §2.11, §4.6)', () => {
  it('shows the sections in order; a thrombolysed case has Imaging Follow-up with its due dates, no Discharge Summary', async () => {
    await renderCase();
    const info = await inPanel('case-information');
    expect(info.getByText('Sam Someone')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'VST Reperfusion Case' })).toBeTruthy();
    const labels = within(menu())
      .getAllByRole('menuitem')
      .map((i) => i.textContent?.trim());
    expect(labels).toEqual([
      'Case Information',
      'Patient Information',
      'Neurologist Information',
      'Health Timeline',
      'Reperfusion Therapy Details',
      'Imaging Follow-up',
      'Comments',
      'Director Review',
      'Attachments',
      'Dashboard',
    ]);
    const imaging = await inPanel('imaging-follow-up');
    // Call Friday 6 March 2026: primary due Monday 9 March, secondary 11 March.
    expect(imaging.getByText('Due 09/03/2026')).toBeTruthy();
    expect(imaging.queryByText('Secondary Imaging Follow-up Status')).toBeNull();
    await pick(
      'Primary Imaging Follow-up Status',
      'Imaging yet to be completed',
      document.getElementById('case-section-imaging-follow-up') as HTMLElement,
    );
    expect(await imaging.findByText('Due 11/03/2026')).toBeTruthy();
    expect(document.getElementById('case-section-discharge-summary')).toBeNull();
  });

  it('an ECR-related case has Discharge Summary, its received date once requested, and no Imaging Follow-up', async () => {
    await renderCase({ record: makeCase({ reperfusionTherapiesDetails: ecrAccepted }) });
    const summary = await inPanel('discharge-summary');
    expect(document.getElementById('case-section-imaging-follow-up')).toBeNull();
    expect(summary.getByText('Discharge Summary Requested')).toBeTruthy();
    expect(summary.queryByText('Discharge Summary Received')).toBeNull();
  });

  it('shows the triage fields only for an ED patient and who confirmed only once confirmed', async () => {
    await renderCase({ section: 'patient' });
    const patient = await inPanel('patient');
    expect(patient.getByText('Triage Time')).toBeTruthy();
    expect(patient.queryByText('Triage Time Confirmed By')).toBeNull();
    fireEvent.click(
      within(patient.getByRole('radiogroup', { name: 'Triage Time Confirmed' })).getByLabelText('Yes'),
    );
    expect(await patient.findByText('Triage Time Confirmed By')).toBeTruthy();
    fireEvent.click(patient.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.requiredFieldsMissing)).toBeTruthy();
  });

  it('hides the triage fields outside ED', async () => {
    const record = makeCase();
    await renderCase({
      section: 'patient',
      record: {
        ...record,
        patientInformation: { ...(record.patientInformation as Body), patientHospitalUnit: 'Ward' },
      },
    });
    const patient = await inPanel('patient');
    expect(patient.getByText('Patient Current Location')).toBeTruthy();
    expect(patient.queryByText('Triage Time')).toBeNull();
    expect(patient.queryByText('Triage Time Confirmed')).toBeNull();
  });
});

describe('Reperfusion case: director review (spec 3 §4.6, §5.10)', () => {
  it('opens the review only once the imaging is uploaded', async () => {
    await renderCase({ section: 'director-review' });
    const review = await inPanel('director-review');
    expect(review.getByText(/The review opens once/)).toBeTruthy();
    expect(review.queryByText('Reviewed by Director At')).toBeNull();
    expect(review.queryByText('Haemorrhage')).toBeNull();
    expect(review.getByText('Comments')).toBeTruthy();
  });

  it('requires the shown chain once reviewed, follows haemorrhage Yes to its description, and saves it', async () => {
    const view = await renderCase({
      section: 'director-review',
      record: makeCase({
        imagingDetails: {
          primaryImagingFollowUpStatus: 'Fax received',
          secondaryImagingFollowUpStatus: null,
          noAdditionalImagingReason: null,
          imagingUploadedToCase: 'Yes',
        },
        reperfusionCaseDirectorReview: {
          reviewedByDirectorAt: '2026-03-10T09:00:00+11:00',
          haemorrhage: null,
          anatomicDescription: null,
          evtUndertaken: null,
          patientOutcome: null,
          comments: null,
        },
      }),
    });
    const review = await inPanel('director-review');
    expect(review.getByText(M.haemorrhageHelp)).toBeTruthy();
    expect(review.queryByText('EVT Undertaken')).toBeNull();
    expect(review.queryByText('Anatomic Description')).toBeNull();
    fireEvent.click(review.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.requiredFieldsMissing)).toBeTruthy();
    expect(view.saves).toHaveLength(0);
    fireEvent.click(within(review.getByRole('radiogroup', { name: 'Haemorrhage' })).getByLabelText('Yes'));
    const described = await review.findByRole('radiogroup', { name: 'Anatomic Description' });
    fireEvent.click(review.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(M.requiredFieldsMissing).length).toBeGreaterThan(1));
    fireEvent.click(within(described).getByLabelText('PH2'));
    fireEvent.click(review.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.sectionUpdated('Director Review'))).toBeTruthy();
    const body = view.saves[0]?.body as Body;
    expect(body.sectionsToUpdate).toEqual(['reperfusionCaseDirectorReview']);
    expect(body.id).toBe(5);
    expect(body.lastModified).toBe('2026-03-10T00:00:00.000Z');
    expect(body.reperfusionCaseDirectorReview).toMatchObject({
      reviewedByDirectorAt: '2026-03-10T09:00:00+11:00',
      haemorrhage: 'Yes',
      anatomicDescription: 'PH2',
    });
  });

  it('offers the forced overwrite after a conflict and says "Unable to save reperfusion case" on a failure', async () => {
    let answer = 409;
    const view = await renderCase({
      section: 'director-review',
      routes: {
        'PUT /api/vst/reperfusion-cases': (call) => {
          view.saves.push(call);
          return answer === 409
            ? {
                status: 409,
                body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' },
              }
            : { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } };
        },
      },
    });
    const review = await inPanel('director-review');
    fireEvent.change(review.getByLabelText('Comments'), { target: { value: 'Reviewed at the meeting' } });
    fireEvent.click(review.getByRole('button', { name: 'Save' }));
    const yes = await screen.findByRole('button', { name: 'Yes' });
    answer = 500;
    fireEvent.click(yes);
    expect(await screen.findByText(M.caseSaveFailed)).toBeTruthy();
    expect((view.saves.at(-1)?.body as Body | undefined)?.forceUpdate).toBe(true);
  });
});

describe('Reperfusion case: access and errors (spec 3 §6, §8.1)', () => {
  it('is read-only for a Read user: no Save, no note box', async () => {
    await renderCase({ user: VST_READER, section: 'director-review' });
    await inPanel('director-review');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('New note')).toBeNull();
  });

  it('says "Error getting VST Reperfusion Case" when the case cannot be loaded', async () => {
    await renderCase({
      routes: {
        'GET /api/vst/reperfusion-cases/5': {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
        },
      },
    });
    expect(await screen.findByText(M.caseLoadFailed)).toBeTruthy();
  });

  it('keeps the case and its edits on screen and says "Unable to refetch reperfusion case" when a reload fails', async () => {
    let failing = false;
    const record = makeCase();
    await renderCase({
      section: 'comments',
      routes: {
        'GET /api/vst/reperfusion-cases/5': () =>
          failing
            ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }
            : { body: record },
      },
    });
    const comments = await inPanel('comments');
    const box = comments.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'Typed before the reload' } });
    failing = true;
    // The page coming back into view reloads the case (TanStack Query's refetch on focus).
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText(M.caseRefetchFailed)).toBeTruthy();
    expect(screen.queryByText(M.caseLoadFailed)).toBeNull();
    expect((screen.getByDisplayValue('Typed before the reload') as HTMLTextAreaElement).tagName).toBe(
      'TEXTAREA',
    );
  });
});

describe('Reperfusion case: never-lost drafts (issue 25 item 7)', () => {
  it('offers the draft kept on the server for the register case, and Restore lays it over the section', async () => {
    const draft = {
      section: 'imaging-follow-up',
      values: { 'imagingDetails.primaryImagingFollowUpStatus': 'Imaging yet to be completed' },
      savedAt: '2026-03-10T05:42:00.000Z',
    };
    await renderCase({
      section: 'imaging-follow-up',
      routes: { 'GET /api/drafts/vst-reperfusion/5': { body: [draft] } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Restore your unsaved changes from/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const imaging = await inPanel('imaging-follow-up');
    expect(await imaging.findByText('Imaging yet to be completed')).toBeTruthy();
    expect(await imaging.findByText('Due 11/03/2026')).toBeTruthy();
  });

  it('keeps an edit of a section as a draft on the server when the page is hidden', async () => {
    const { calls } = await renderCase({ section: 'imaging-follow-up' });
    await inPanel('imaging-follow-up');
    await pick(
      'Primary Imaging Follow-up Status',
      'Imaging yet to be completed',
      document.getElementById('case-section-imaging-follow-up') as HTMLElement,
    );
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PUT' && c.path === '/api/drafts/vst-reperfusion/5/imaging-follow-up')
          ?.body,
      ).toEqual({
        values: { 'imagingDetails.primaryImagingFollowUpStatus': 'Imaging yet to be completed' },
      }),
    );
  });
});
