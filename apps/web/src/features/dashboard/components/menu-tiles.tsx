import type { StoredMenuItem } from '@toko/shared';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '../../../lib/menu-icon';
import styles from './menu-tiles.module.css';

const NO_ITEMS = 'Belum ada menu yang dapat Anda buka di sini.';

function Tiles({ items, icon }: { items: StoredMenuItem[]; icon: string | undefined }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.path} xs={24} sm={12} md={8} xl={6}>
          <Link to={item.path} className={styles.link}>
            <Card hoverable className={styles.tile}>
              <span className={styles.icon}>
                <MenuIcon name={icon} />
              </span>
              <span className={styles.title}>{item.title}</span>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/** One tile per menu item; nested groups (Laporan) get a heading each. */
export function MenuTiles({ items, icon }: { items: StoredMenuItem[]; icon?: string }) {
  if (items.length === 0) return <Empty description={NO_ITEMS} />;
  const leaves = items.filter((item) => !item.children);
  const groups = items.filter((item) => item.children);
  return (
    <div className={styles.sections}>
      {leaves.length > 0 && <Tiles items={leaves} icon={icon} />}
      {groups.map((group) => (
        <section key={group.path}>
          <Typography.Title level={5} style={{ marginBottom: 12 }}>
            {group.title}
          </Typography.Title>
          <Tiles items={group.children ?? []} icon={group.icon ?? icon} />
        </section>
      ))}
    </div>
  );
}
