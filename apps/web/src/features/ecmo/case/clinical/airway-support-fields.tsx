import { INTUBATION_DIFFICULTIES, LARYNGOSCOPIC_GRADES } from '@scout/domain/cases/clinical-options';
import {
  ANTICOAGULANTS,
  COAGULANT_INTERVENTIONS,
  HAND_BAG_VALVE_OPTIONS,
  INHALED_PULMONARY_VASODILATORS,
  MECHANICAL_SUPPORTS,
  VASOACTIVE_AGENTS,
  VENTILATION_MODES,
} from '@scout/domain/ecmo/clinical-options';
import { Col } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { SelectWithOtherField } from '../../../../components/fields/select-with-other-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';

/** ETT (spec 2 §3.2, §4.4): the tube fields appear only when ETT is Yes. */
export function EttFields() {
  const { control } = useFormContext();
  const ett = useWatch({ control, name: 'ett.ett' });
  return (
    <FieldGrid col={{ xs: 24, md: 6 }} gutter={12}>
      <YesNoField name="ett.ett" label="ETT" />
      {ett === true ? (
        <>
          <DateTimeField name="ett.date" label="ETT date" required />
          <GridGroup col={{ xs: 12, md: 4 }}>
            <NumberField name="ett.size" label="Size" unit="mm" />
            <NumberField name="ett.lipLength" label="Lip length" unit="cm" />
            <NumberField name="ett.etco2" label="EtCO2" />
          </GridGroup>
          <GridGroup col={{ xs: 12, md: 6 }}>
            <SelectField
              name="ett.laryngoscopicGrade"
              label="Laryngoscopic grade"
              options={textOptions(LARYNGOSCOPIC_GRADES)}
            />
            <SelectField
              name="ett.intubationDifficulty"
              label="Intubation difficulty"
              options={textOptions(INTUBATION_DIFFICULTIES)}
            />
          </GridGroup>
        </>
      ) : null}
    </FieldGrid>
  );
}

/** Mode of ventilation: bag-valve and vasodilator appear once a mode is chosen; 'Other' asks for text. */
export function VentilationFields() {
  const { control } = useFormContext();
  const mode = useWatch({ control, name: 'ventilation.modeOfVentilation' });
  const numbers: [string, string][] = [
    ['inspiredFio2', 'Inspired FiO2 (%)'],
    ['peep', 'PEEP'],
    ['peakInspiratoryPressure', 'Peak inspiratory pressure'],
    ['amplitude', 'Amplitude'],
    ['respiratoryRateVentilator', 'Resp rate (ventilator)'],
    ['respiratoryRateTotal', 'Resp rate (total)'],
    ['highFrequencyVentilationRate', 'HFV rate'],
    ['tidalVolume', 'Tidal volume (mL)'],
    ['spo2', 'SpO2 (%)'],
  ];
  return (
    <FieldGrid col={{ xs: 24, md: 8 }} gutter={12}>
      <SelectWithOtherField
        name="ventilation.modeOfVentilation"
        label="Mode of ventilation"
        options={textOptions(VENTILATION_MODES)}
        other={{ value: 'Other', name: 'ventilation.otherModeOfVentilation', label: 'Other mode' }}
      />
      {mode ? (
        <>
          <SelectField
            name="ventilation.handBagValveVentilation"
            label="Hand bag valve ventilation"
            required
            options={textOptions(HAND_BAG_VALVE_OPTIONS)}
          />
          <SelectWithOtherField
            name="ventilation.inhaledPulmonaryVasodilators"
            label="Inhaled pulmonary vasodilators"
            required
            options={textOptions(INHALED_PULMONARY_VASODILATORS)}
            other={{
              value: 'Other',
              name: 'ventilation.otherInhaledPulmonaryVasodilators',
              label: 'Other vasodilator',
            }}
          />
        </>
      ) : null}
      <GridGroup col={{ xs: 12, md: 6 }}>
        {numbers.map(([key, label]) => (
          <NumberField key={key} name={`ventilation.${key}`} label={label} />
        ))}
      </GridGroup>
    </FieldGrid>
  );
}

/** Infusions or support, and mechanical support; doses and 'Other' texts follow their choices. */
export function SupportFields() {
  const { control } = useFormContext();
  const agents = (useWatch({ control, name: 'infusionSupport.vasoactiveAgents' }) ?? []) as string[];
  const anticoagulants = (useWatch({ control, name: 'infusionSupport.anticoagulants' }) ?? []) as string[];
  const mechanical = (useWatch({ control, name: 'mechanicalSupport.mechanicalSupport' }) ?? []) as string[];
  return (
    <FieldGrid gutter={12}>
      <SelectField
        name="infusionSupport.vasoactiveAgents"
        label="Vasoactive agents"
        multiple
        options={textOptions(VASOACTIVE_AGENTS)}
      />
      <GridGroup col={{ xs: 12, md: 6 }}>
        {agents.includes('Epinephrine') ? (
          <NumberField name="infusionSupport.epinephrine" label="Epinephrine (mcg/kg/min)" />
        ) : null}
        {agents.includes('Norepinephrine') ? (
          <NumberField name="infusionSupport.norepinephrine" label="Norepinephrine (mcg/kg/min)" />
        ) : null}
      </GridGroup>
      <SelectField
        name="infusionSupport.anticoagulants"
        label="Anticoagulants"
        multiple
        options={textOptions(ANTICOAGULANTS)}
      />
      {anticoagulants.includes('Other') ? (
        <TextField name="infusionSupport.otherAnticoagulants" label="Other anticoagulants" required />
      ) : null}
      <SelectField
        name="infusionSupport.coagulantInterventions"
        label="Coagulant interventions"
        multiple
        options={textOptions(COAGULANT_INTERVENTIONS)}
      />
      <Col xs={24}>
        <TextField name="infusionSupport.antibiotics" label="Antibiotics" multiline />
      </Col>
      <SelectField
        name="mechanicalSupport.mechanicalSupport"
        label="Mechanical support"
        multiple
        options={textOptions(MECHANICAL_SUPPORTS)}
      />
      {mechanical.includes('Other') ? (
        <TextField
          name="mechanicalSupport.otherMechanicalSupport"
          label="Other mechanical support"
          required
        />
      ) : null}
    </FieldGrid>
  );
}
