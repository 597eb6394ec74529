import { accessLevelName, CLINICAL_APP_LABEL, CLINICAL_APPS } from '@scout/domain/access/roles';
import { APP_FIELDS, type UserListItem } from '@scout/domain/admin/user-response.schema';
import Tag from 'antd/es/tag';

export function roleLabel(u: Pick<UserListItem, 'isSystemAdmin' | 'isAvRaso'>): string {
  if (u.isSystemAdmin) return 'System administrator';
  if (u.isAvRaso) return 'Call taker';
  return 'User';
}

/** "ECMO Read", "VST Manage"... for each app the user has, each an antd grey Tag. */
export function UserAccessSummary({ user }: { user: UserListItem }) {
  if (user.isSystemAdmin || user.isAvRaso) return <span>All applications</span>;
  const apps = CLINICAL_APPS.filter((app) => user[APP_FIELDS[app].flag]);
  if (!apps.length) return <span>None</span>;
  return (
    <span className="user-access-summary">
      {apps.map((app) => (
        <Tag key={app}>
          {CLINICAL_APP_LABEL[app]} {accessLevelName(user[APP_FIELDS[app].access])}
        </Tag>
      ))}
    </span>
  );
}
