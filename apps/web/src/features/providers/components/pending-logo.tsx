import { useEffect, useMemo } from 'react';
import { LogoPicker } from './logo-picker.tsx';

/** The logo of a provider not saved yet: the chosen file waits and is sent after the create. */
export function PendingLogo({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <LogoPicker
      imageUrl={url}
      alt="Logo to upload"
      busy={false}
      onFile={onChange}
      onRemove={() => onChange(null)}
    />
  );
}
