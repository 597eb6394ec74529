import type { ReactNode } from 'react';

/**
 * The one h1 of a page, with an optional line under it. Plain HTML drawn as antd's Typography
 * title and secondary text (app.css), so the pages that load no Ant Design (the dashboards, issue
 * 15 item 5) can show it.
 */
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
        <h1 className="page-heading__title scout-wrap">{title}</h1>
        {subtitle ? <span className="page-heading__subtitle scout-wrap">{subtitle}</span> : null}
      </div>
      {extra ? <div className="page-heading__extra">{extra}</div> : null}
    </div>
  );
}
