import { Layout } from 'antd';
import { Outlet } from 'react-router';

/** Pages without a side menu (main menu, resources, account, 404). */
export function PlainLayout() {
  return (
    <Layout.Content id="main-content" className="page-content page-content--plain">
      <Outlet />
    </Layout.Content>
  );
}
