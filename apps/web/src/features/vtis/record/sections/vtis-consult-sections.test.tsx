import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findOpenOption } from '../../../../testing/select-option.ts';
import { inPanel, makeVtisConsult, renderVtisRecord } from '../../testing/vtis-fixtures.tsx';

const CONSULT = { get: '/api/vtis/consults/5', put: '/api/vtis/consults' };
type Panel = Awaited<ReturnType<typeof inPanel>>;

/** The form item of the field labelled `label` in a panel, and whether it is marked required. */
const itemOf = (panel: Panel, label: string) =>
  panel.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const isRequired = (panel: Panel, label: string) =>
  !!itemOf(panel, label).querySelector('.ant-form-item-required');
const shows = (panel: Panel, label: string) => panel.queryByText(label, { selector: 'label' }) !== null;

async function pickIn(panel: Panel, label: string, option: string) {
  fireEvent.mouseDown(panel.getByLabelText(label));
  fireEvent.click(await findOpenOption(option));
}

describe('VTIS consult sections (spec 3 §4.3, §5.5)', () => {
  it('Not Stroke swaps the details and cause chain for the not-stroke diagnoses and revises the diagnosis', async () => {
    await renderVtisRecord({
      ...CONSULT,
      record: makeVtisConsult(),
      path: '/vst/vtisconsult/5/vtis-diagnosis-details',
    });
    const diagnosis = await inPanel('vtis-diagnosis-details');
    const revised = () => within(diagnosis.getByRole('radiogroup', { name: 'Diagnosis Revised' }));
    expect((revised().getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(shows(diagnosis, 'Cause of Stroke')).toBe(true);
    await pickIn(diagnosis, 'Stroke Type', 'Not Stroke');
    await waitFor(() => expect(shows(diagnosis, 'Not Stroke Diagnosis')).toBe(true));
    expect(shows(diagnosis, 'Diagnosis Details')).toBe(false);
    expect(shows(diagnosis, 'Cause of Stroke Known')).toBe(false);
    expect((revised().getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(
      within(diagnosis.getByRole('group', { name: 'Not Stroke Diagnosis' })).getByLabelText('Other'),
    );
    await waitFor(() => expect(shows(diagnosis, 'Not Stroke Diagnosis Other Notes')).toBe(true));
    expect(isRequired(diagnosis, 'Not Stroke Diagnosis Other Notes')).toBe(true);
  });

  it('Pathology or Other among the investigations asks for their text, required, and unticking hides it', async () => {
    await renderVtisRecord({
      ...CONSULT,
      record: makeVtisConsult(),
      path: '/vst/vtisconsult/5/recommended-management',
    });
    const management = await inPanel('recommended-management');
    const investigations = () =>
      within(management.getByRole('group', { name: 'Follow Up Investigations Arranged' }));
    expect(shows(management, 'Other / Pathology Investigations')).toBe(false);
    fireEvent.click(investigations().getByLabelText('Pathology'));
    await waitFor(() => expect(shows(management, 'Other / Pathology Investigations')).toBe(true));
    expect(isRequired(management, 'Other / Pathology Investigations')).toBe(true);
    fireEvent.click(investigations().getByLabelText('Pathology'));
    await waitFor(() => expect(shows(management, 'Other / Pathology Investigations')).toBe(false));
  });

  it('puts the Management sub-heading on a row of its own above its group (issue 24 item 11)', async () => {
    await renderVtisRecord({
      ...CONSULT,
      record: makeVtisConsult(),
      path: '/vst/vtisconsult/5/recommended-management',
    });
    const management = await inPanel('recommended-management');
    // The column of the section's grid (a child of its row) that holds the heading.
    let column: HTMLElement = management.getByRole('heading', { name: 'Management' });
    while (column.parentElement && !column.parentElement.classList.contains('ant-row'))
      column = column.parentElement;
    expect(column.className).toContain('ant-col-24');
    expect(column.className).not.toContain('ant-col-md-12');
    expect(column.nextElementSibling?.textContent).toMatch(/^\*?Management Recommendations/);
  });

  it('searches countries from 3 letters and drops the toggled requirements when the prompt is Yes', async () => {
    await renderVtisRecord({ ...CONSULT, record: makeVtisConsult(), path: '/vst/vtisconsult/5/patient' });
    const patient = await inPanel('patient');
    expect(patient.getByTitle('Australia')).toBeTruthy();
    const country = patient.getByLabelText('Country of Birth');
    fireEvent.mouseDown(country);
    fireEvent.change(country, { target: { value: 'It' } });
    expect(await screen.findByText(M.searchTooShort)).toBeTruthy();
    fireEvent.change(country, { target: { value: 'Ital' } });
    fireEvent.click(await findOpenOption('Italy'));
    await waitFor(() => expect(patient.getByTitle('Italy')).toBeTruthy());

    expect(isRequired(patient, 'Medicare Number')).toBe(true);
    fireEvent.click(
      within(
        patient.getByRole('radiogroup', { name: "Patient's Details Unavailable (Required Fields Off)" }),
      ).getByLabelText('Yes'),
    );
    await waitFor(() => expect(isRequired(patient, 'Medicare Number')).toBe(false));
    expect(isRequired(patient, 'Title')).toBe(false);
  });
});
