import type { StoredMenuItem } from '@toko/shared';
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '../../../lib/menu-icon';
import styles from './menu-group-cards.module.css';

const SHOWN_ITEMS = 6;

function leavesOf(item: StoredMenuItem): StoredMenuItem[] {
  return item.children ? item.children.flatMap(leavesOf) : [item];
}

function GroupCard({ group }: { group: StoredMenuItem }) {
  const leaves = leavesOf(group);
  const hasTilePage = group.path.startsWith('/SubMenu');
  const rest = leaves.length - SHOWN_ITEMS;
  return (
    <Card
      className={styles.card}
      title={
        <span className={styles.title}>
          <MenuIcon name={group.icon} /> {group.title}
        </span>
      }
      extra={hasTilePage ? <Link to={group.path}>Buka</Link> : undefined}
    >
      <ul className={styles.list}>
        {leaves.slice(0, SHOWN_ITEMS).map((leaf) => (
          <li key={leaf.path}>
            <Link to={leaf.path}>{leaf.title}</Link>
          </li>
        ))}
      </ul>
      {rest > 0 && <span className={styles.more}>dan {rest} menu lainnya di menu samping</span>}
    </Card>
  );
}

/** A card per menu group of the user, linking to its screens. */
export function MenuGroupCards({ menu }: { menu: StoredMenuItem[] }) {
  const groups = menu.filter((item) => item.children && item.children.length > 0);
  return (
    <Row gutter={[16, 16]}>
      {groups.map((group) => (
        <Col key={group.path} xs={24} md={12} xl={8}>
          <GroupCard group={group} />
        </Col>
      ))}
    </Row>
  );
}
