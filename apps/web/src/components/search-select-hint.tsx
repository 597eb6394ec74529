import { Spin } from 'antd';

/** What an empty remote-search dropdown says: type more, searching, failed, or nothing found. */
export function searchSelectHint({
  tooShort,
  minChars,
  loading,
  failed,
  noun,
}: {
  tooShort: boolean;
  minChars: number;
  loading: boolean;
  failed: boolean;
  noun: string;
}) {
  if (tooShort) return `Type at least ${minChars} characters to search`;
  if (loading) return <Spin size="small" />;
  if (failed) return `Unable to search ${noun}`;
  return `No ${noun} found`;
}
