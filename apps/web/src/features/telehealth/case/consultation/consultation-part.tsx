import { Alert, Card } from 'antd';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { TextAreaField } from '../../../../components/fields/text-fields.tsx';

/** True when no leaf of a value holds anything (null, '', [] and empty objects all count as nothing). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/**
 * One of the seven parts of a consultation (spec 2 §3.6) as a small card. A read-only
 * consultation (an older one, a closed case, a read-only user) whose part holds nothing shows the
 * part's §8.3 text ('No airway information has been entered.') instead of a list of dashes.
 */
export function ConsultationPart({
  name,
  title,
  emptyText,
  children,
}: {
  /** The part's key in the consultation ('airway'). */
  name: string;
  title: string;
  emptyText: string;
  children: ReactNode;
}) {
  const readOnly = useReadOnly();
  const value = useWatch({ name });
  return (
    <Card size="small" title={title} style={{ marginBottom: 12 }} data-testid={`consultation-${name}`}>
      {readOnly && isEmptyValue(value) ? <Alert type="info" showIcon title={emptyText} /> : children}
    </Card>
  );
}

/** Spec 2 §9: text areas in Telehealth consultations are fixed at 4 rows. */
export function ConsultationNotes({ name, label }: { name: string; label: string }) {
  return <TextAreaField name={name} label={label} rows={4} maxRows={4} />;
}
