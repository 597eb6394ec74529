import { VST_LIMITS as L } from '@scout/domain/vst/limits';
import { clearedImagingDetails, haemorrhageVolume } from '@scout/domain/vst/rules';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldGrid, GridCell, ownsColumns } from '../../../../components/fields/field-grid.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { NumberInput } from '../../../../components/number-input.tsx';
import { useStrokeFieldSection } from '../../../stroke/record/fields/field-section.tsx';
import { VstField } from './vst-field.tsx';
import { VstFieldSection } from './vst-section.tsx';

const VOLUME = 'imagingDetails.haemorrhageVolume';
/** The ABC/2 hint of spec 3 §5.12. */
export const HAEMORRHAGE_VOLUME_HINT = 'Volume = (A*B*C)/2, with A, B and C the largest diameters in cm';

const DIMENSIONS = ['A', 'B', 'C'] as const;

/**
 * A helper beside the haemorrhage volume: the three diameters A, B and C (cm, not stored) and a
 * button that fills the volume with `haemorrhageVolume` (ABC/2). Nothing while read-only or
 * while the volume is hidden.
 */
const HaemorrhageVolumeHelper = ownsColumns(function HaemorrhageVolumeHelper() {
  const { setValue } = useFormContext();
  const readOnly = useReadOnly();
  const shown = useStrokeFieldSection()?.shown.has('haemorrhageVolume') ?? false;
  const [dims, setDims] = useState<Record<(typeof DIMENSIONS)[number], number | null>>({
    A: null,
    B: null,
    C: null,
  });
  if (readOnly || !shown) return null;
  const volume = haemorrhageVolume(dims.A, dims.B, dims.C);
  return (
    <GridCell>
      <Form.Item label="Volume from diameters (cm)">
        <Space.Compact block>
          {DIMENSIONS.map((d) => (
            <NumberInput
              key={d}
              aria-label={`Diameter ${d} (cm)`}
              placeholder={d}
              aria-valuemax={L.haemorrhageDimensionMaxCm}
              value={dims[d]}
              onChange={(v) => setDims((prev) => ({ ...prev, [d]: v }))}
            />
          ))}
          <Button
            disabled={volume === null}
            onClick={() => setValue(VOLUME, volume, { shouldDirty: true, shouldValidate: true })}
          >
            Use {volume === null ? '' : `${volume} mL`}
          </Button>
        </Space.Compact>
      </Form.Item>
    </GridCell>
  );
});

/**
 * Imaging (spec 3 §4.2, §5.12): haemorrhage Yes shows the volume (hint (A*B*C)/2, with a helper
 * that computes it); CTA Yes asks about vessel occlusion, which Yes asks for the vessels; CTP Yes
 * shows the core and penumbral volumes, the mismatch ratio and the maps; local PACS Yes shows the
 * reasons (Other: its text) and the impact on treatment. A changed answer clears what it no
 * longer shows (clearedImagingDetails); requirements follow the rule and the completeness toggle.
 */
export function ImagingFields() {
  return (
    <VstFieldSection section="imagingDetails" cleared={clearedImagingDetails}>
      <FieldGrid>
        <VstField name="establishedInfarct" />
        <VstField name="haemorrhage" />
        <VstField name="haemorrhageVolume" extra={HAEMORRHAGE_VOLUME_HINT} />
        <HaemorrhageVolumeHelper />
        <VstField name="ctaPerformed" />
        <VstField name="vesselOcclusion" />
        <VstField name="occlusionLocationVessels" wide />
        <VstField name="ctpPerformed" />
        <VstField name="ctpCoreVolume" />
        <VstField name="ctpPenumbralVolume" />
        <VstField name="ctpMismatchRatio" />
        <VstField name="perfusionMapsAvailable" />
        <VstField name="imagesAvailableOnVisage" control="radio" />
        <VstField name="localPACSAccessed" />
        <VstField name="reasonsForAccessingLocalPACS" other="reasonForAccessingLocalPACSOther" wide />
        <VstField name="didImpactTreatmentDecision" />
        <VstField name="brainImagingResults" multiline wide />
      </FieldGrid>
    </VstFieldSection>
  );
}
