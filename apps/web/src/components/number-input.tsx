// biome-ignore lint/style/noRestrictedImports: the one place that wraps antd's InputNumber.
import { type GetRef, InputNumber, type InputNumberProps } from 'antd';
import type { Ref } from 'react';

/**
 * The number box of every form. It never rewrites what the user typed: antd's InputNumber moves
 * a value into `min`/`max` and rounds it to `precision` when the box loses focus, which would
 * silently change a clinical value (HR 301 saved as 300). So those props do not exist here: a
 * value outside its limit stays as typed, and the form's schema blocks the save with a message
 * naming the limit. An empty box is null. Lint forbids importing InputNumber anywhere else. `ref`
 * reaches antd's input (focus(), the input element's own properties): react-hook-form's field ref
 * focuses the box of a field in error.
 */
export type NumberInputProps = Omit<
  InputNumberProps<number>,
  'min' | 'max' | 'precision' | 'value' | 'defaultValue' | 'onChange' | 'formatter' | 'parser'
> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  ref?: Ref<GetRef<typeof InputNumber>>;
};

export function NumberInput({ value, onChange, style, ref, ...rest }: NumberInputProps) {
  return (
    <InputNumber<number>
      {...rest}
      ref={ref}
      style={{ width: '100%', ...style }}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => onChange(typeof v === 'number' && Number.isFinite(v) ? v : null)}
    />
  );
}
