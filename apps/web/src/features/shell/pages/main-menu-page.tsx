import { type MainMenuTileKey, mainMenuTiles } from '@scout/domain/access/main-menu';
import { hasNoArea } from '@scout/domain/shell/no-area';
import { ShellIcon, type ShellIconName } from '../../../components/shell-ui/shell-icons.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { MainMenuTile } from '../components/main-menu-tile.tsx';
import { NoAreaNotice } from '../components/no-area-notice.tsx';

const TILE_ICONS: Record<MainMenuTileKey, ShellIconName> = {
  telehealth: 'medicineBox',
  ecmo: 'heart',
  vst: 'thunderbolt',
  admin: 'setting',
  resources: 'read',
};

/**
 * Route /: the tiles the user's current record allows (spec 1 §1), in the spec's order. Plain
 * React and CSS (components/shell-ui/shell.css): the main menu loads no Ant Design (issue 15 item 5).
 */
export function MainMenuPage() {
  const user = useCurrentUser();
  const tiles = mainMenuTiles(user);
  return (
    <>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title shell-h1">Main Menu</h1>
          <span className="shell-text-secondary">{`Signed in as ${user.displayName || user.email}`}</span>
        </div>
      </div>
      {hasNoArea(user) ? <NoAreaNotice /> : null}
      <div className="menu-tiles">
        {tiles.map((tile) => (
          <MainMenuTile key={tile.key} tile={tile} icon={<ShellIcon name={TILE_ICONS[tile.key]} />} />
        ))}
      </div>
    </>
  );
}
