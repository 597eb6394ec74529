import HeartOutlined from '@ant-design/icons/HeartOutlined';
import MedicineBoxOutlined from '@ant-design/icons/MedicineBoxOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { type MainMenuTileKey, mainMenuTiles } from '@scout/domain/access/main-menu';
import { hasNoArea } from '@scout/domain/shell/no-area';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { MainMenuTile } from '../components/main-menu-tile.tsx';
import { NoAreaNotice } from '../components/no-area-notice.tsx';

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
      {hasNoArea(user) ? <NoAreaNotice /> : null}
      {/* One column, then two from 576 px, three from 992 px, four from 1600 px. */}
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
