import { CloseCircleFilled } from '@ant-design/icons';

/**
 * antd's `allowClear` with a clear button screen readers can name: the button antd renders takes
 * its name from its icon, which is "close-circle" by default (issue 24: icon-only buttons without
 * a name). Use as `allowClear={namedClear('patient search')}`: "Clear patient search".
 */
export const namedClear = (what: string) => ({
  clearIcon: <CloseCircleFilled aria-label={`Clear ${what}`} />,
});
