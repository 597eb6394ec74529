import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { OTHER_RHYTHM, TELEHEALTH_RHYTHMS } from '@scout/domain/telehealth/options';
import { clearedForNoInotropes, needsInotropesClearConfirm } from '@scout/domain/telehealth/rules';
import { App } from 'antd';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { optionsOf, SelectField } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { ConsultationPart } from './consultation-part.tsx';
import { InfusionRows, StatDoseRows } from './drug-rows.tsx';

const P = 'circulationAndInfusion';

/**
 * Circulation and infusions (spec 2 §3.6, §4.10). The other-rhythm text shows only for Other and
 * any change of rhythm clears it. Infusions, stat doses, urine output and fluid balance belong to
 * inotropes Yes; answering No when infusions or stat doses exist asks 'You will lose any existing
 * infusions or stat doses, proceed?' (Yes clears them, No puts the answer back to Yes).
 */
export function CirculationFields() {
  const { getValues, setValue } = useFormContext();
  const { modal } = App.useApp();
  const [rhythm, inotropes] = useWatch({ name: [`${P}.rhythmn`, `${P}.inotropesAdministered`] });
  // The answer before the click: YesNoField has already stored the new one when onPicked runs.
  const previous = useRef<boolean | null>(inotropes ?? null);
  previous.current = inotropes ?? null;

  const onInotropes = (next: boolean) => {
    const before = previous.current;
    const circulation = getValues(P);
    const clear = () =>
      setValue(P, clearedForNoInotropes({ ...circulation, inotropesAdministered: next }), {
        shouldDirty: true,
      });
    if (!needsInotropesClearConfirm(before, next, circulation)) {
      clear();
      return;
    }
    modal.confirm({
      title: M.inotropesClearConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: clear,
      onCancel: () => setValue(`${P}.inotropesAdministered`, true, { shouldDirty: true }),
    });
  };

  return (
    <ConsultationPart name={P} title="Circulation and Infusions" emptyText={M.noCirculation}>
      <FieldGrid col={{ xs: 24, md: 8 }}>
        <NumberField name={`${P}.temperature`} label="Temperature" unit="°C" min={0} />
        <NumberField name={`${P}.heartRate`} label="Heart rate" unit="bpm" min={0} />
        <SelectField
          name={`${P}.rhythmn`}
          label="Rhythm"
          options={optionsOf(TELEHEALTH_RHYTHMS)}
          onPicked={() => setValue(`${P}.rhythmnOther`, null, { shouldDirty: true })}
        />
        {rhythm === OTHER_RHYTHM ? <TextField name={`${P}.rhythmnOther`} label="Other rhythm" /> : null}
        <NumberField name={`${P}.systolicBloodPressure`} label="Systolic BP" unit="mmHg" min={0} />
        <NumberField name={`${P}.diastolicBloodPressure`} label="Diastolic BP" unit="mmHg" min={0} />
        <YesNoField
          name={`${P}.inotropesAdministered`}
          label="Inotropes administered"
          onPicked={onInotropes}
        />
        {inotropes === true ? (
          <>
            <NumberField name={`${P}.urineOutput`} label="Urine output" unit="mL/h" min={0} />
            <NumberField name={`${P}.fluidBalance`} label="Fluid balance" unit="mL" />
          </>
        ) : null}
      </FieldGrid>
      {inotropes === true ? (
        <>
          <InfusionRows name={`${P}.infusions`} />
          <StatDoseRows name={`${P}.medications`} />
        </>
      ) : null}
    </ConsultationPart>
  );
}
