import {
  HeartOutlined,
  MedicineBoxOutlined,
  ReadOutlined,
  SettingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { type MainMenuTileKey, mainMenuTiles } from '@scout/domain/access/main-menu';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { MainMenuTile } from '../components/main-menu-tile.tsx';

const TILE_ICONS: Record<MainMenuTileKey, ReactNode> = {
  telehealth: <MedicineBoxOutlined />,
  ecmo: <HeartOutlined />,
  vst: <ThunderboltOutlined />,
  admin: <SettingOutlined />,
  resources: <ReadOutlined />,
};

/** Route /: the tiles the user's current record allows (spec 1 §1), in the spec's order. */
export function MainMenuPage() {
  const user = useCurrentUser();
  const tiles = mainMenuTiles(user);
  return (
    <>
      <PageHeading title="Main Menu" subtitle={`Signed in as ${user.displayName || user.email}`} />
      <Row gutter={[24, 24]}>
        {tiles.map((tile) => (
          <Col key={tile.key} xs={24} sm={12} lg={8} xxl={6}>
            <MainMenuTile tile={tile} icon={TILE_ICONS[tile.key]} />
          </Col>
        ))}
      </Row>
    </>
  );
}
