import {
  type Fio2Source,
  fio2AfterTherapyChange,
  isFio2Digits,
  readManualFio2,
} from '@scout/domain/cases/oxygen-therapy';
import { Input } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type BaseFieldProps, FieldShell } from './field-shell.tsx';

/**
 * The estimated FiO2 box of every area (ECMO observation, Telehealth breathing, the transfer
 * request of ECMO, Telehealth and the stroke services), so they all behave as spec 2 §4.4/§5.2
 * and spec 3 §5.12 say:
 * - `derived` (room air, a flow from the table): the box is disabled and shows the value the
 *   therapy gives (the area's `useFio2OnTherapyChange` puts it in the form).
 * - otherwise the FiO2 is typed: digits only (any other key is refused, with a note); a value
 *   that still arrives whole (pasted, dropped, a phone keyboard) goes through `readManualFio2`
 *   (above 100 divided by ten until 100 or less, a non-number 0), and whenever that changes what
 *   was typed the note under the box says what it became ('450 was read as 45 ...'): never silent.
 */
export function Fio2Field({
  derived,
  testId,
  ...props
}: BaseFieldProps & { derived: boolean; testId?: string }) {
  const value = useWatch({ name: props.name }) as number | null | undefined;
  // The note belongs to the value it explains: once the value changes otherwise (another therapy,
  // a flow, a reset), it goes.
  const [note, setNote] = useState<{ text: string; value: number | null; refused?: boolean } | null>(null);
  const shownNote = !derived && note && note.value === (value ?? null) ? note.text : null;
  return (
    <FieldShell
      {...props}
      extra={
        shownNote ? (
          <span role="status" data-testid="fio2-note">
            {shownNote}
          </span>
        ) : (
          props.extra
        )
      }
      text={(v) => (v === null || v === undefined ? '-' : `${v}%`)}
      render={({ id, value: current, onChange, onBlur, invalid, ref }) => {
        const number = typeof current === 'number' ? current : null;
        const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || isFio2Digits(e.key)) return;
          e.preventDefault();
          setNote({
            text: `"${e.key}" was not accepted: FiO2 takes digits only`,
            value: number,
            refused: true,
          });
        };
        return (
          <Input
            id={id}
            ref={ref as never}
            data-testid={testId}
            inputMode="numeric"
            suffix="%"
            disabled={props.disabled || derived || undefined}
            value={number === null ? '' : String(number)}
            onKeyDown={derived ? undefined : onKeyDown}
            onChange={(e) => {
              const reading = readManualFio2(e.target.value);
              onChange(reading.value);
              // A refused key's note stays while the user goes on typing digits.
              setNote((prev) =>
                reading.note
                  ? { text: reading.note, value: reading.value }
                  : prev?.refused && reading.value !== null
                    ? { ...prev, value: reading.value }
                    : null,
              );
            }}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
          />
        );
      }}
    />
  );
}

/**
 * The FiO2 switch every area makes when its therapy changes (`fio2AfterTherapyChange`): a derived
 * therapy fills its value (21 for room air, the flow's value); a typed one keeps what the user
 * typed but starts empty after a derived value (21 from room air is not kept for a ventilated
 * patient).
 */
export function useFio2OnTherapyChange(fio2Name: string) {
  const { getValues, setValue } = useFormContext();
  return (from: Fio2Source, to: Fio2Source, derived: number | null) => {
    const current = getValues(fio2Name) as number | null | undefined;
    const next = fio2AfterTherapyChange(from, to, current, derived);
    if (next !== (current ?? null)) setValue(fio2Name, next, { shouldDirty: true });
  };
}
