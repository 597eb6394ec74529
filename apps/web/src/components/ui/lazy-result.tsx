import type { ResultProps } from 'antd/es/result';
import { lazy, Suspense } from 'react';

const AntResult = lazy(() => import('antd/es/result'));

/**
 * antd's Result, its code loaded when a result is first shown: the start-up, error and slow-load
 * pages show one only when something went wrong, so the main menu does not carry it (issue 26,
 * the main menu's budget). Nothing is drawn for the moment the code takes to arrive.
 */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntResult {...props} />
    </Suspense>
  );
}
