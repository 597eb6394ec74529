import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import Dropdown from 'antd/es/dropdown';
import type { ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

export interface UserMenuDropdownProps {
  displayName: string;
  menuId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (user-menu.tsx). */
  children: ReactElement;
}

/**
 * The user menu's antd Dropdown and Menu, loaded when the user first reaches for the menu
 * (user-menu.tsx): the main menu's first paint does not carry the popup, trigger and menu code
 * (issue 26, the main menu's budget).
 */
export default function UserMenuDropdown({
  displayName,
  menuId,
  open,
  onOpenChange,
  children,
}: UserMenuDropdownProps) {
  const navigate = useNavigate();
  const security = paths.accountSecurity.getHref();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      destroyOnHidden
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        id: menuId,
        'aria-label': displayName,
        items: [
          {
            key: 'security',
            icon: <SafetyOutlined aria-hidden />,
            // A real link for the mouse (it can open in a new tab); Enter on the entry goes there too.
            label: (
              <Link to={security} tabIndex={-1}>
                Two-factor authentication
              </Link>
            ),
          },
        ],
        onClick: ({ domEvent }) => {
          onOpenChange(false);
          if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) void navigate(security);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
