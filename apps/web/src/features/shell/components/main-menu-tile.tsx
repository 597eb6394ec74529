import type { MainMenuTile as Tile } from '@scout/domain/access/main-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One main menu tile, drawn as antd's hoverable Card with the theme's values (app.css) so the main
 * menu does not load Card and the tabs and menu code it carries (issue 26, the main menu's budget):
 * a real link (it can open in a new tab) with the app's name as a heading.
 */
export function MainMenuTile({ tile, icon }: { tile: Tile; icon: ReactNode }) {
  return (
    <Link to={tile.href} data-testid={`tile-${tile.key}`} className="menu-tile">
      <div className="menu-tile__card">
        <span className="menu-tile__icon" aria-hidden>
          {icon}
        </span>
        <h2 className="menu-tile__title">{tile.title}</h2>
        <span className="menu-tile__description">{tile.description}</span>
      </div>
    </Link>
  );
}
