import type { MainMenuTile as Tile } from '@scout/domain/access/main-menu';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One main menu tile (antd's hoverable Card): a real link (it can open in a new tab) with the app's name as a heading. */
export function MainMenuTile({ tile, icon }: { tile: Tile; icon: ReactNode }) {
  return (
    <Link to={tile.href} data-testid={`tile-${tile.key}`} className="menu-tile">
      <Card hoverable className="menu-tile__card">
        <span className="menu-tile__icon" aria-hidden>
          {icon}
        </span>
        <h2 className="menu-tile__title">{tile.title}</h2>
        <Typography.Text type="secondary">{tile.description}</Typography.Text>
      </Card>
    </Link>
  );
}
