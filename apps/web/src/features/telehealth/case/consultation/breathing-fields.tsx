import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import {
  O2_MASK_FLOW_OPTIONS,
  RESPIRATORY_SUPPORT,
  RESPIRATORY_SUPPORT_TYPES,
} from '@scout/domain/telehealth/options';
import {
  breathingRequiredFields,
  derivedBreathing,
  fio2ForO2MaskFlow,
  fio2SourceOfSupport,
  isFio2Derived,
  offersO2MaskFlows,
  ROOM_AIR_FIO2,
} from '@scout/domain/telehealth/rules';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { Fio2Field, useFio2OnTherapyChange } from '../../../../components/fields/fio2-field.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { optionsOf, SelectField } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { ConsultationPart } from './consultation-part.tsx';

const VENTILATED: readonly (number | null | undefined)[] = [
  RESPIRATORY_SUPPORT.NonInvasiveVentilation,
  RESPIRATORY_SUPPORT.InvasiveVentilation,
];

type Shown = 'always' | 'ventilated' | 'invasive';

/** The measured breathing values: [field, label, unit, shown for which support types]. */
const MEASURES = [
  ['respiratoryRate', 'Respiratory rate', '/min', 'always'],
  ['oxygenSaturation', 'O2 sats', '%', 'always'],
  ['pressureSupport', 'Pressure support', 'cmH2O', 'ventilated'],
  ['positiveEndExpiratoryPressure', 'PEEP', 'cmH2O', 'ventilated'],
  ['tidalVolume', 'Tidal volume', 'mL', 'ventilated'],
  ['peakInspiratoryPressure', 'Peak inspiratory pressure', 'cmH2O', 'invasive'],
  ['plateauPressure', 'Plateau pressure', 'cmH2O', 'invasive'],
] as const satisfies readonly (readonly [string, string, string, Shown])[];

/**
 * Breathing (spec 2 §3.6, §4.10): room air fixes FiO2 at 21 with flow and FiO2 disabled; the O2
 * mask offers the flows 5-10 and 15 L/min and derives FiO2 from the flow (derivedBreathing), shown
 * in a disabled box; hi-flow nasal prongs take flow and FiO2 as typed (the shared Fio2Field: digits
 * only, the spec's manual rule with a note). Switching from room air or the mask to a typed type
 * clears the derived FiO2 (useFio2OnTherapyChange), as in every area. Non-invasive ventilation
 * requires respiratory rate, O2 sats, FiO2, pressure support, PEEP and tidal volume; invasive adds
 * mode, peak inspiratory and plateau pressure (breathingRequiredFields marks them). The
 * ventilator settings show for the two ventilation types only (a real product does not ask a
 * patient on room air for a PEEP).
 */
export function BreathingFields() {
  const { getValues, setValue } = useFormContext();
  const type = useWatch({ name: 'breathing.respiratorySupportType' }) as number | null | undefined;
  const required = new Set<string>(breathingRequiredFields(type));
  const derive = () => {
    const current = getValues('breathing');
    const next = derivedBreathing(current);
    for (const key of ['flowRate', 'estimatedFiO2'] as const) {
      if (next[key] !== current[key]) setValue(`breathing.${key}`, next[key], { shouldDirty: true });
    }
  };
  const switchFio2 = useFio2OnTherapyChange('breathing.estimatedFiO2');
  const onType = (picked: unknown) => {
    const next = (picked as number | null | undefined) ?? null;
    // A flow the new type does not offer goes (the O2 mask's table, spec 2 §4.4 / §4.10).
    const flow = getValues('breathing.flowRate');
    if (next === RESPIRATORY_SUPPORT.OxygenMask && !O2_MASK_FLOW_OPTIONS.some((o) => o.value === flow))
      setValue('breathing.flowRate', null, { shouldDirty: true });
    if (VENTILATED.includes(next)) setValue('breathing.flowRate', null, { shouldDirty: true });
    const derivedFio2 =
      next === RESPIRATORY_SUPPORT.RoomAir
        ? ROOM_AIR_FIO2
        : fio2ForO2MaskFlow(getValues('breathing.flowRate'));
    switchFio2(fio2SourceOfSupport(type), fio2SourceOfSupport(next), derivedFio2);
    derive();
  };
  const ventilated = VENTILATED.includes(type);
  const invasive = type === RESPIRATORY_SUPPORT.InvasiveVentilation;
  const shownFor = (when: Shown) => when === 'always' || (when === 'ventilated' ? ventilated : invasive);
  const derived = isFio2Derived(type);
  return (
    <ConsultationPart name="breathing" title="Breathing" emptyText={M.noBreathing}>
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <SelectField
          name="breathing.respiratorySupportType"
          label="Respiratory support"
          options={optionsOf(RESPIRATORY_SUPPORT_TYPES)}
          onPicked={onType}
        />
        {ventilated ? null : offersO2MaskFlows(type) ? (
          <SelectField
            name="breathing.flowRate"
            label="Flow rate"
            required
            options={O2_MASK_FLOW_OPTIONS}
            onPicked={derive}
          />
        ) : (
          <NumberField
            name="breathing.flowRate"
            label="Flow rate"
            unit="L/min"
            min={0}
            required={type === RESPIRATORY_SUPPORT.HiFlowNasalProngs}
            disabled={type === RESPIRATORY_SUPPORT.RoomAir}
          />
        )}
        <Fio2Field
          name="breathing.estimatedFiO2"
          label="Estimated FiO2"
          required={required.has('estimatedFiO2')}
          derived={derived}
        />
        {invasive ? <TextField name="breathing.mode" label="Mode" required /> : null}
        {MEASURES.filter(([, , , when]) => shownFor(when)).map(([field, label, unit]) => (
          <NumberField
            key={field}
            name={`breathing.${field}`}
            label={label}
            unit={unit}
            min={0}
            required={required.has(field)}
          />
        ))}
      </FieldGrid>
    </ConsultationPart>
  );
}
