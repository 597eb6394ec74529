import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { INTUBATION_DIFFICULTIES, LARYNGOSCOPIC_GRADES } from '@scout/domain/telehealth/options';
import { clearedForNoEtt, showsIntubationDifficulty } from '@scout/domain/telehealth/rules';
import { useFormContext, useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { optionsOf, SelectField } from '../../../../components/fields/select-field.tsx';
import { ConsultationPart } from './consultation-part.tsx';

/**
 * Airway (spec 2 §3.6, §4.10): the tube's details show while ETT is Yes, and answering No clears
 * them (clearedForNoEtt); the intubation difficulty shows only once a laryngoscopic grade is
 * chosen, and clearing the grade clears it.
 */
export function AirwayFields() {
  const { getValues, setValue } = useFormContext();
  const [ett, grade] = useWatch({ name: ['airway.endotrachealTube', 'airway.laryngoscopicGrade'] });
  const applyRule = () => setValue('airway', clearedForNoEtt(getValues('airway')), { shouldDirty: true });
  return (
    <ConsultationPart name="airway" title="Airway" emptyText={M.noAirway}>
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <YesNoField name="airway.endotrachealTube" label="Endotracheal tube (ETT)" onPicked={applyRule} />
        {ett === true ? (
          <>
            <DateTimeField name="airway.endotrachealTubeDateTime" label="ETT date/time" />
            <NumberField name="airway.sizeInMM" label="Size" unit="mm" min={0} />
            <NumberField name="airway.lipLengthInMM" label="Length at lip" unit="mm" min={0} />
            <SelectField
              name="airway.laryngoscopicGrade"
              label="Laryngoscopic grade"
              options={optionsOf(LARYNGOSCOPIC_GRADES)}
              onPicked={applyRule}
            />
            {showsIntubationDifficulty(grade) ? (
              <SelectField
                name="airway.intubationDifficulty"
                label="Intubation difficulty"
                options={optionsOf(INTUBATION_DIFFICULTIES)}
              />
            ) : null}
          </>
        ) : null}
      </FieldGrid>
    </ConsultationPart>
  );
}
