import { Flex, Spin } from 'antd';

/** A centred spinner for a page or the whole app while something loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '40vh' }} role="status" aria-live="polite">
      <Spin size="large" description={label} />
    </Flex>
  );
}
