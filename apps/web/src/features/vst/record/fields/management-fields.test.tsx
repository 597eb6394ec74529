import type { VstPatient } from '@scout/domain/vst/intake.schema';
import { ADVICE } from '@scout/domain/vst/management-options';
import { STROKE_TYPE } from '@scout/domain/vst/options';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManagementFields } from './management-fields.tsx';
import { answer, checkbox, isRequired, renderFields, shows, tick } from './testing/render-fields.tsx';
import { vstFieldLabel } from './vst-declarations.ts';

const section = 'reperfusionTherapiesDetails' as const;
const label = (name: string) => vstFieldLabel('consult', section, name);
const ADVICE_LABEL = label('otherAcuteTreatmentManagementAdviceProvided');
const advice = (probe: { get: (p: string) => unknown }) =>
  probe.get(`${section}.otherAcuteTreatmentManagementAdviceProvided`) as string[];

/** Aged 40 on the call's day, living in Victoria. */
const YOUNG_VIC = {
  id: 3,
  firstName: 'Alex',
  lastName: 'Example',
  dateOfBirth: '1986-01-01',
  age: 40,
  addressState: 'VIC',
  livesOverseas: false,
} as unknown as VstPatient;

const withStroke = (strokeType: string | null) => ({ diagnosisDetails: { strokeType } });

/** The column of the section's grid (a child of its row) that holds the element. */
function gridColumnOf(element: HTMLElement): HTMLElement {
  let at = element;
  while (at.parentElement && !at.parentElement.classList.contains('ant-row')) at = at.parentElement;
  return at;
}

describe('ManagementFields (spec 3 §4.2, §5.2)', () => {
  it('shows no reperfusion or ICH chain without a stroke type, only the advice', async () => {
    await renderFields(<ManagementFields />, { section, values: withStroke(null) });
    expect(shows(label('tpaAdvised'))).toBe(false);
    expect(shows(label('patientRecommendedForECR'))).toBe(false);
    expect(shows(label('haemorrhageICHWasTransferRecommended'))).toBe(false);
    expect(shows(ADVICE_LABEL)).toBe(true);
    expect(isRequired(ADVICE_LABEL)).toBe(true);
  });

  it('walks the tPA chain of an ischaemic stroke and clears it when advised changes', async () => {
    const { probe } = await renderFields(<ManagementFields />, {
      section,
      values: withStroke(STROKE_TYPE.Ischaemic),
    });
    answer(label('tpaAdvised'), 'Yes');
    await waitFor(() => expect(shows(label('tpaAdministered'))).toBe(true));
    expect(shows(label('timeOfDecisionToThrombolyse'))).toBe(true);
    expect(shows(label('drugUsed'))).toBe(false);
    answer(label('tpaAdministered'), 'Yes');
    await waitFor(() => expect(shows(label('drugUsed'))).toBe(true));
    answer(label('drugUsed'), 'Tenecteplase');
    expect(isRequired(label('tpaCommenceDateAndTime'))).toBe(true);
    answer(label('tpaAdvised'), 'No');
    await waitFor(() => expect(shows(label('reasonsForTPAExclusion'))).toBe(true));
    expect(shows(label('tpaAdministered'))).toBe(false);
    expect(shows(label('drugUsed'))).toBe(false);
    expect(probe.get(`${section}.tpaAdministered`)).toBeNull();
    expect(probe.get(`${section}.drugUsed`)).toBeNull();
  });

  it('shows the door-out time only once ECR is accepted, first or on further referral', async () => {
    const { probe } = await renderFields(<ManagementFields />, {
      section,
      values: withStroke(STROKE_TYPE.Ischaemic),
    });
    answer(label('patientRecommendedForECR'), 'Yes');
    await waitFor(() => expect(shows(label('patientAcceptedForECR'))).toBe(true));
    expect(shows(label('doorOutTime'))).toBe(false);
    answer(label('patientAcceptedForECR'), 'Yes');
    await waitFor(() => expect(shows(label('doorOutTime'))).toBe(true));
    expect(shows(label('acceptingHospitalForECR'))).toBe(true);
    answer(label('patientAcceptedForECR'), 'No');
    await waitFor(() => expect(shows(label('doorOutTime'))).toBe(false));
    answer(label('furtherECRReferralUndertaken'), 'Yes');
    await waitFor(() => expect(shows(label('secondaryECRReferralAccepted'))).toBe(true));
    answer(label('secondaryECRReferralAccepted'), 'Yes');
    await waitFor(() => expect(shows(label('doorOutTime'))).toBe(true));
    answer(label('patientRecommendedForECR'), 'No');
    await waitFor(() => expect(shows(label('doorOutTime'))).toBe(false));
    expect(probe.get(`${section}.patientAcceptedForECR`)).toBeNull();
    expect(probe.get(`${section}.secondaryECRReferralAccepted`)).toBeNull();
  });

  it('puts each sub-heading on a row of its own above its group, not beside its first field (issue 24 item 11)', async () => {
    await renderFields(<ManagementFields />, { section, values: withStroke(STROKE_TYPE.Ischaemic) });
    for (const [heading, firstField] of [
      ['Thrombolysis', 'tpaAdvised'],
      ['Endovascular Clot Retrieval', 'patientRecommendedForECR'],
    ] as const) {
      const column = gridColumnOf(screen.getByRole('heading', { name: heading }));
      expect(column.className, heading).toContain('ant-col-24');
      expect(column.className, heading).not.toContain('ant-col-md-12');
      // The group's first field is the next column of the grid.
      expect(column.nextElementSibling?.contains(screen.getByLabelText(label(firstField))), heading).toBe(
        true,
      );
    }
  });

  it('never shows the door-out time with its flag off', async () => {
    await renderFields(<ManagementFields doorOutTimeEnabled={false} />, {
      section,
      values: {
        ...withStroke(STROKE_TYPE.Ischaemic),
        [section]: { patientRecommendedForECR: 'Yes', patientAcceptedForECR: 'Yes' },
      },
    });
    expect(shows(label('acceptingHospitalForECR'))).toBe(true);
    expect(shows(label('doorOutTime'))).toBe(false);
  });

  it('asks the ICH chain of a haemorrhagic stroke: pathway Yes the clinician, No the hospital', async () => {
    await renderFields(<ManagementFields />, { section, values: withStroke(STROKE_TYPE.Haemorrhagic) });
    expect(shows(label('tpaAdvised'))).toBe(false);
    answer(label('haemorrhageICHWasTransferRecommended'), 'Yes');
    await waitFor(() => expect(shows(label('ichPathwayUsed'))).toBe(true));
    answer(label('ichPathwayUsed'), 'Yes');
    await waitFor(() => expect(shows(label('ichPathwayAcceptingClinician'))).toBe(true));
    answer(label('ichPathwayUsed'), 'No');
    await waitFor(() => expect(shows(label('ichAcceptingHospitalIfPathwayNotUsed'))).toBe(true));
    expect(shows(label('ichPathwayAcceptingClinician'))).toBe(false);
    answer(label('haemorrhageICHWasTransferRecommended'), 'No');
    await waitFor(() => expect(shows(label('reasonsICHTransferNotRecommended'))).toBe(true));
    expect(shows(label('ichPathwayUsed'))).toBe(false);
  });

  it('ticks Young Stroke Service for an 18-55 VIC ischaemic patient and unticks it when the type changes', async () => {
    const { probe } = await renderFields(<ManagementFields patient={YOUNG_VIC} />, {
      section,
      values: withStroke(null),
    });
    expect(checkbox(ADVICE_LABEL, ADVICE.YoungStrokeService).checked).toBe(false);
    probe.set('diagnosisDetails.strokeType', STROKE_TYPE.Ischaemic);
    await waitFor(() => expect(advice(probe)).toContain(ADVICE.YoungStrokeService));
    expect(checkbox(ADVICE_LABEL, ADVICE.YoungStrokeService).checked).toBe(true);
    expect(checkbox(ADVICE_LABEL, ADVICE.YoungStrokeService).disabled).toBe(true);
    probe.set('diagnosisDetails.strokeType', STROKE_TYPE.Tia);
    await waitFor(() => expect(advice(probe)).not.toContain(ADVICE.YoungStrokeService));
    expect(checkbox(ADVICE_LABEL, ADVICE.YoungStrokeService).checked).toBe(false);
  });

  it('offers Bubble study only with Echocardiogram, and unticking Echocardiogram drops it', async () => {
    const { probe } = await renderFields(<ManagementFields />, {
      section,
      values: withStroke(STROKE_TYPE.Tia),
    });
    expect(screen.queryByLabelText(ADVICE.BubbleStudy)).toBeNull();
    tick(ADVICE_LABEL, ADVICE.Echocardiogram);
    await screen.findByLabelText(ADVICE.BubbleStudy);
    tick(ADVICE_LABEL, ADVICE.BubbleStudy);
    await waitFor(() => expect(advice(probe)).toEqual([ADVICE.Echocardiogram, ADVICE.BubbleStudy]));
    tick(ADVICE_LABEL, ADVICE.Echocardiogram);
    await waitFor(() => expect(advice(probe)).toEqual([]));
    expect(screen.queryByLabelText(ADVICE.BubbleStudy)).toBeNull();
  });
});
