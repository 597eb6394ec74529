import { createContext } from 'react';

/**
 * Whether Ant Design's theme and App context are around the page (app/antd-root.tsx), and how to
 * ask for them: the main menu and the dashboards render without antd (issue 15 item 5), so a part
 * of them that does use it (a 403 or 404 page) asks first (components/needs-antd.tsx). Outside the
 * app's router (component tests render inside the providers) they are always there.
 */
export const AntdDemandContext = createContext<{ wrapped: boolean; demand: () => void }>({
  wrapped: true,
  demand: () => {},
});
