import { Outlet } from 'react-router';

/** Pages without a side menu (main menu, resources, account, 404). */
export function PlainLayout() {
  return (
    <main id="main-content" className="page-content page-content--plain">
      <Outlet />
    </main>
  );
}
