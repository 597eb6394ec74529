import ContainerOutlined from '@ant-design/icons/ContainerOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { canManageEcmoConsumables, canViewEcmoCases } from '@scout/domain/access/rules';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { pathPrefix, paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';

/** Spec 2 §2.1: Open Cases, Archived Cases, Consumable, Main Menu. */
export function EcmoLayout() {
  const user = useCurrentUser();
  const items: AreaMenuItem[] = [];
  if (canViewEcmoCases(user)) {
    items.push(
      {
        key: 'open',
        label: 'Open Cases',
        icon: <UnorderedListOutlined aria-hidden />,
        to: paths.ecmo.cases.getHref(),
        activePrefixes: [paths.ecmo.newCase.getHref()],
      },
      {
        key: 'archive',
        label: 'Archived Cases',
        icon: <ContainerOutlined aria-hidden />,
        to: paths.ecmo.archive.getHref(),
        activePrefixes: [pathPrefix(paths.ecmo.archivedCase.path)],
      },
    );
  }
  if (canManageEcmoConsumables(user)) {
    items.push({
      key: 'items',
      label: 'Consumable',
      icon: <InboxOutlined aria-hidden />,
      to: paths.ecmo.items.getHref(),
    });
  }
  items.push({
    key: 'main-menu',
    label: 'Main Menu',
    icon: <HomeOutlined aria-hidden />,
    to: paths.home.getHref(),
  });
  return <AreaLayout label="VECMOS" items={items} />;
}
