import type { MainMenuTile as Tile } from '@scout/domain/access/main-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../../../components/shell-ui/shell.css';

/** One main menu tile: a real link (it can open in a new tab) with the app's name as a heading. */
export function MainMenuTile({ tile, icon }: { tile: Tile; icon: ReactNode }) {
  return (
    <Link to={tile.href} data-testid={`tile-${tile.key}`} className="menu-tile">
      <div className="menu-tile__card">
        <span className="menu-tile__icon" aria-hidden>
          {icon}
        </span>
        <h2 className="menu-tile__title">{tile.title}</h2>
        <span className="shell-text-secondary">{tile.description}</span>
      </div>
    </Link>
  );
}
