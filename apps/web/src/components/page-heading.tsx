import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The one h1 of a page, with an optional line under it. */
export function PageHeading({
  title,
  subtitle,
  extra,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="page-heading">
      <div>
        <Typography.Title level={1} className="page-heading__title">
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </div>
      {extra ? <div className="page-heading__extra">{extra}</div> : null}
    </div>
  );
}
