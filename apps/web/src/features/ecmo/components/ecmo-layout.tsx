import { canManageEcmoConsumables, canViewEcmoCases } from '@scout/domain/access/rules';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { CONTAINER, HOME, Icon, INBOX, UNORDERED_LIST } from '../../../components/shell-ui/icons.tsx';
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
        icon: <Icon icon={UNORDERED_LIST} />,
        to: paths.ecmo.cases.getHref(),
        activePrefixes: [paths.ecmo.newCase.getHref()],
      },
      {
        key: 'archive',
        label: 'Archived Cases',
        icon: <Icon icon={CONTAINER} />,
        to: paths.ecmo.archive.getHref(),
        activePrefixes: [pathPrefix(paths.ecmo.archivedCase.path)],
      },
    );
  }
  if (canManageEcmoConsumables(user)) {
    items.push({
      key: 'items',
      label: 'Consumable',
      icon: <Icon icon={INBOX} />,
      to: paths.ecmo.items.getHref(),
    });
  }
  items.push({
    key: 'main-menu',
    label: 'Main Menu',
    icon: <Icon icon={HOME} />,
    to: paths.home.getHref(),
  });
  return <AreaLayout label="VECMOS" items={items} />;
}
