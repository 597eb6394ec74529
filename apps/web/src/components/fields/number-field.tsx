import { NumberInput } from '../number-input.tsx';
import { type BaseFieldProps, FieldShell } from './field-shell.tsx';

/**
 * A number with its unit ('kg', 'L/min', '°C'). An empty box is null (the schemas' "not entered").
 * The box never clamps (NumberInput): a value outside the limit stays as typed and the section's
 * schema blocks the save with the limit named on the field. `min` is announced to assistive
 * technology (aria-valuemin) only; it is the schema that enforces it (spec 2 §5.7: numbers min 0).
 */
export function NumberField(props: BaseFieldProps & { unit?: string; min?: number; step?: number }) {
  const withUnit = (v: unknown) =>
    v === null || v === undefined ? '-' : `${v}${props.unit ? ` ${props.unit}` : ''}`;
  return (
    <FieldShell
      {...props}
      text={withUnit}
      render={({ id, value, onChange, onBlur, invalid, ref }) => (
        <NumberInput
          id={id}
          ref={ref}
          value={value as number | null}
          onChange={onChange}
          onBlur={onBlur}
          suffix={props.unit}
          step={props.step}
          disabled={props.disabled || undefined}
          aria-valuemin={props.min}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}
