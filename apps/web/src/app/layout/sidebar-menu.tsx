import type { StoredMenuItem } from '@toko/shared';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../../lib/menu-icon';

type MenuItems = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly StoredMenuItem[], topLevel: boolean): MenuItems {
  return nodes.map((node) => {
    if (node.children) {
      return {
        key: node.path,
        icon: <MenuIcon name={node.icon} />,
        label: node.title,
        children: toItems(node.children, false),
      };
    }
    return {
      key: node.path,
      // Top-level leaves need an icon to stay recognisable in the minified sidebar.
      icon: topLevel ? <MenuIcon name={node.type} /> : undefined,
      label: <Link to={node.path}>{node.title}</Link>,
    };
  });
}

/** The group keys above `path`, outermost first. */
function ancestorsOf(path: string, nodes: readonly StoredMenuItem[]): string[] {
  for (const node of nodes) {
    if (!node.children) continue;
    if (node.path === path) return [node.path];
    const below = ancestorsOf(path, node.children);
    if (below.length > 0 || node.children.some((child) => child.path === path)) {
      return [node.path, ...below];
    }
  }
  return [];
}

export function SidebarMenu({ menu, collapsed }: { menu: StoredMenuItem[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(menu, true), [menu]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(pathname, menu));

  // Opening a page from elsewhere (a tile, a link) unfolds its group.
  useEffect(() => {
    const ancestors = ancestorsOf(pathname, menu);
    setOpenKeys((current) => [...new Set([...current, ...ancestors])]);
  }, [pathname, menu]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
