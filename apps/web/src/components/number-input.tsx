// biome-ignore lint/style/noRestrictedImports: the one place that wraps antd's InputNumber.
import { InputNumber, type InputNumberProps } from 'antd';

/**
 * The number box of every form. It never rewrites what the user typed: antd's InputNumber moves
 * a value into `min`/`max` and rounds it to `precision` when the box loses focus, which would
 * silently change a clinical value (HR 301 saved as 300). So those props do not exist here: a
 * value outside its limit stays as typed, and the form's schema blocks the save with a message
 * naming the limit. An empty box is null. Lint forbids importing InputNumber anywhere else.
 */
export type NumberInputProps = Omit<
  InputNumberProps<number>,
  'min' | 'max' | 'precision' | 'value' | 'defaultValue' | 'onChange' | 'formatter' | 'parser'
> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
};

export function NumberInput({ value, onChange, style, ...rest }: NumberInputProps) {
  return (
    <InputNumber<number>
      {...rest}
      style={{ width: '100%', ...style }}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : null)}
    />
  );
}
