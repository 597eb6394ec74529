import type { VstPatient } from '@scout/domain/vst/intake.schema';
import { ADVICE } from '@scout/domain/vst/management-options';
import {
  clearedReperfusionTherapies,
  offersBubbleStudy,
  type ReperfusionLike,
  showsIchChain,
  showsReperfusionChains,
} from '@scout/domain/vst/rules';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldGrid, GridHeading } from '../../../../components/fields/field-grid.tsx';
import type { SelectOption } from '../../../../components/fields/select-field.tsx';
import { VstField } from './vst-field.tsx';
import { VstFieldSection } from './vst-section.tsx';

const SECTION = 'reperfusionTherapiesDetails';

export interface ManagementFieldsProps {
  /** The record's patient: with it Young Stroke Service is ticked or removed automatically. */
  patient?: VstPatient | null;
  /** The door-out time setting (spec 3 §4.2 "its flag"); on by default, as on the server. */
  doorOutTimeEnabled?: boolean;
  /** The service's time zone for the patient's age on the call's day (the domain's default). */
  timeZone?: string;
}

/**
 * Recommended Management, the consult's reperfusionTherapiesDetails (spec 3 §4.2, §5.2). The
 * stored stroke type (diagnosisDetails.strokeType) shows the thrombolysis and ECR chains
 * (ischaemic) or the ICH transfer chain (haemorrhagic); inside each chain an answer shows and
 * clears its dependents, the door-out time included (showsDoorOutTime), all through
 * clearedReperfusionTherapies with the record's context, as the server clears on save. Young
 * Stroke Service is ticked or removed automatically (withYoungStrokeService: patient aged 18 to
 * 55 in VIC or SA, ischaemic or haemorrhagic) and so is not ticked by hand; Bubble study is
 * offered only with Echocardiogram (offersBubbleStudy).
 */
export function ManagementFields({ patient, doorOutTimeEnabled = true, timeZone }: ManagementFieldsProps) {
  const [strokeType, callDateTime, advice] = useWatch({
    name: [
      'diagnosisDetails.strokeType',
      'callDateTime',
      `${SECTION}.otherAcuteTreatmentManagementAdviceProvided`,
    ],
  }) as [string | null | undefined, string | null | undefined, unknown];
  const cleared = useCallback(
    (r: ReperfusionLike) =>
      clearedReperfusionTherapies(r, { strokeType, doorOutTimeEnabled, patient, callDateTime, timeZone }),
    [strokeType, doorOutTimeEnabled, patient, callDateTime, timeZone],
  );
  const adviceOptions = useCallback(
    (options: SelectOption[]) =>
      options
        .filter((o) => o.value !== ADVICE.BubbleStudy || offersBubbleStudy(advice))
        .map((o) => (o.value === ADVICE.YoungStrokeService && patient ? { ...o, disabled: true } : o)),
    [advice, patient],
  );
  return (
    <VstFieldSection section={SECTION} cleared={cleared}>
      <FieldGrid>
        {showsReperfusionChains(strokeType) ? <GridHeading>Thrombolysis</GridHeading> : null}
        <VstField name="tpaAdvised" />
        <VstField name="timeOfDecisionToThrombolyse" />
        <VstField name="tpaAdministered" />
        <VstField name="drugUsed" control="radio" />
        <VstField name="tpaCommenceDateAndTime" />
        <VstField name="reasonsForTPAExclusion" wide />
        {showsReperfusionChains(strokeType) ? <GridHeading>Endovascular Clot Retrieval</GridHeading> : null}
        <VstField name="patientRecommendedForECR" />
        <VstField name="ecrClinicianContacted" />
        <VstField name="patientAcceptedForECR" />
        <VstField name="reasonForECRRefusal" multiline />
        <VstField name="furtherECRReferralUndertaken" />
        <VstField name="secondaryECRReferralClinicianContacted" />
        <VstField name="secondaryECRReferralAccepted" />
        <VstField name="reasonForSecondaryECRRefusal" multiline />
        <VstField name="acceptingHospitalForECR" />
        <VstField name="doorOutTime" />
        {showsIchChain(strokeType) ? <GridHeading>ICH Transfer</GridHeading> : null}
        <VstField name="haemorrhageICHWasTransferRecommended" />
        <VstField name="ichPathwayUsed" />
        <VstField name="ichPathwayAcceptingClinician" />
        <VstField name="ichAcceptingHospitalIfPathwayNotUsed" />
        <VstField name="reasonsICHTransferNotRecommended" wide />
        <VstField
          name="otherAcuteTreatmentManagementAdviceProvided"
          other="otherAcuteTreatmentManagementAdviceProvidedNotes"
          options={adviceOptions}
          extra={
            patient
              ? `${ADVICE.YoungStrokeService} is ticked automatically from the patient and stroke type.`
              : undefined
          }
          wide
        />
      </FieldGrid>
    </VstFieldSection>
  );
}
