import { Input } from 'antd';
import type { ReactNode } from 'react';
import { type BaseFieldProps, type FieldInputArgs, FieldShell, shownValue } from './field-shell.tsx';

type TextProps = BaseFieldProps & { maxLength?: number; placeholder?: string };

/** The shell of both text fields: the typed text ('' for none), its limit, its error state. */
function TextShell({
  input,
  text,
  ...props
}: TextProps & {
  input: (args: FieldInputArgs & { common: object }) => ReactNode;
  text: (value: unknown) => ReactNode;
}) {
  return (
    <FieldShell
      {...props}
      text={text}
      render={(args) =>
        input({
          ...args,
          common: {
            id: args.id,
            value: (args.value as string | null | undefined) ?? '',
            onChange: (e: { target: { value: string } }) => args.onChange(e.target.value),
            onBlur: args.onBlur,
            disabled: props.disabled || undefined,
            maxLength: props.maxLength,
            'aria-invalid': args.invalid || undefined,
            placeholder: props.placeholder,
            ref: args.ref,
          },
        })
      }
    />
  );
}

/**
 * One line of text; `type` asks the browser for an e-mail address, phone number or web address
 * keyboard (inputMode) but not for its checks: the schema decides and the app says what is wrong,
 * without the browser's own tooltip over that message (issue 24). `multiline` makes it a
 * TextAreaField (`rows`, `maxRows`).
 */
export function TextField({
  type,
  ...props
}: TextProps & { type?: 'email' | 'tel' | 'url'; multiline?: boolean; rows?: number; maxRows?: number }) {
  if (props.multiline) return <TextAreaField {...props} />;
  return (
    <TextShell
      {...props}
      text={shownValue}
      input={({ common }) => <Input autoComplete="off" type="text" inputMode={type} {...common} />}
    />
  );
}

/**
 * Free text that grows with what is typed: `rows` lines at first (4), up to `maxRows` (10) before
 * it scrolls. The read-only view keeps the line breaks.
 */
export function TextAreaField(props: TextProps & { rows?: number; maxRows?: number }) {
  const minRows = props.rows ?? 4;
  return (
    <TextShell
      {...props}
      text={(v) => <span style={{ whiteSpace: 'pre-wrap' }}>{shownValue(v)}</span>}
      input={({ common }) => (
        <Input.TextArea autoSize={{ minRows, maxRows: Math.max(props.maxRows ?? 10, minRows) }} {...common} />
      )}
    />
  );
}
