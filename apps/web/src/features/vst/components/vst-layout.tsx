import {
  AlertOutlined,
  HomeOutlined,
  LogoutOutlined,
  MedicineBoxOutlined,
  ScheduleOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import {
  canAccessReperfusionCases,
  canAccessVstClinics,
  canViewVst,
  canViewVtis,
} from '@scout/domain/access/rules';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { pathPrefix, paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useLogoutConfirm } from '../../../lib/use-logout-confirm.ts';

const { vst } = paths;

/** Spec 3 §2.1: VST, Inpatient Service, Clinics, Reperfusion Cases, Main Menu, Log out. */
export function VstLayout() {
  const user = useCurrentUser();
  const confirmLogout = useLogoutConfirm();
  const items: AreaMenuItem[] = [];
  if (canViewVst(user)) {
    items.push({
      key: 'vst',
      label: 'VST',
      icon: <ThunderboltOutlined aria-hidden />,
      to: vst.consults.getHref(),
      activePrefixes: [
        pathPrefix(vst.consult.path),
        pathPrefix(vst.followUp.path),
        vst.monthlyReport.getHref(),
        vst.quarterlyReport.getHref(),
      ],
    });
  }
  if (canViewVtis(user)) {
    items.push({
      key: 'vtis',
      label: 'Inpatient Service',
      icon: <MedicineBoxOutlined aria-hidden />,
      to: vst.vtisConsults.getHref(),
      activePrefixes: [
        pathPrefix(vst.vtisFollowUpNew.path),
        pathPrefix(vst.vtisConsult.path),
        pathPrefix(vst.vtisFollowUp.path),
        pathPrefix(vst.vtisHospitalDocumentation.path),
      ],
    });
  }
  if (canAccessVstClinics(user)) {
    items.push({
      key: 'clinics',
      label: 'Clinics',
      icon: <ScheduleOutlined aria-hidden />,
      to: vst.clinics.getHref(),
      activePrefixes: [pathPrefix(vst.clinic.path)],
    });
  }
  if (canAccessReperfusionCases(user)) {
    items.push({
      key: 'reperfusion',
      label: 'Reperfusion Cases',
      icon: <AlertOutlined aria-hidden />,
      to: vst.reperfusionCases.getHref(),
      activePrefixes: [pathPrefix(vst.reperfusionCase.path)],
    });
  }
  items.push(
    { key: 'main-menu', label: 'Main Menu', icon: <HomeOutlined aria-hidden />, to: paths.home.getHref() },
    { key: 'logout', label: 'Log out', icon: <LogoutOutlined aria-hidden />, onClick: confirmLogout },
  );
  return <AreaLayout label="VST" items={items} />;
}
