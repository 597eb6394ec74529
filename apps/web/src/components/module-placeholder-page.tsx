import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { Empty } from 'antd';
import { PageHeading } from './page-heading.tsx';

/** Stands in for a screen whose module comes in a later release; the route and its guard are real. */
export function ModulePlaceholderPage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} />
      <Empty description={SHELL_MESSAGES.moduleComing} />
    </>
  );
}
