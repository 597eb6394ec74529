import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { API, BANK, GLOBAL, HOME, Icon, IDCARD, MAIL, TEAM } from '../../../components/shell-ui/icons.tsx';
import { paths } from '../../../config/paths.ts';

/** Spec 1 §2: the admin side menu. The whole area is guarded by canAdministerPlatform. */
const ADMIN_MENU: readonly AreaMenuItem[] = [
  {
    key: 'users',
    label: 'User Management',
    icon: <Icon icon={TEAM} />,
    to: paths.admin.users.getHref(),
  },
  {
    key: 'countries',
    label: 'Countries',
    icon: <Icon icon={GLOBAL} />,
    to: paths.admin.countries.getHref(),
  },
  {
    key: 'providers',
    label: 'Health Care Providers',
    icon: <Icon icon={BANK} />,
    to: paths.admin.healthCareProviders.getHref(),
  },
  {
    key: 'patients',
    label: 'Patient Profiles',
    icon: <Icon icon={IDCARD} />,
    to: paths.admin.patients.getHref(),
  },
  {
    key: 'integration-testing',
    label: 'Integration Testing',
    icon: <Icon icon={API} />,
    to: paths.admin.integrationTesting.getHref(),
  },
  {
    key: 'outbox',
    label: 'Outbox',
    icon: <Icon icon={MAIL} />,
    to: paths.admin.outbox.getHref(),
  },
  { key: 'main-menu', label: 'Main Menu', icon: <Icon icon={HOME} />, to: paths.home.getHref() },
];

export function AdminLayout() {
  return <AreaLayout label="Administration" items={ADMIN_MENU} />;
}
