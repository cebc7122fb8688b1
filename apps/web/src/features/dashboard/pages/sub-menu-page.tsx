import { findGroupBySubMenuPath, visibleMenu } from '@toko/shared';
import { Typography } from 'antd';
import { accessSubjectOf, useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { MenuTiles } from '../components/menu-tiles';

/** The tiles of one menu group: only the items this user may open. */
export function SubMenuPage() {
  const session = useSession();
  const meta = useRouteMeta();
  const group = meta ? findGroupBySubMenuPath(meta.path) : undefined;
  if (!session || !group || !meta) return null;
  const items = visibleMenu(accessSubjectOf(session), [group])[0]?.children ?? [];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {meta.title}
      </Typography.Title>
      <MenuTiles items={items} icon={group.icon} />
    </div>
  );
}
