import type { StoredMenuItem } from '@toko/shared';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/** How long an unfolding group takes to reach its full height (antd's motion), with some room. */
const UNFOLD_MS = 400;

/**
 * Scrolls the sidebar, not the page, to the selected entry when it is out of sight,
 * bringing it to the middle so that its neighbours show too.
 */
function showSelected(wrapper: HTMLElement | null) {
  const scroller = wrapper?.closest('aside');
  const selected =
    wrapper?.querySelector('.ant-menu-item-selected') ?? wrapper?.querySelector('.ant-menu-submenu-selected');
  if (!scroller || !selected) return;
  const area = scroller.getBoundingClientRect();
  const item = selected.getBoundingClientRect();
  if (item.top >= area.top && item.bottom <= area.bottom) return;
  scroller.scrollTop += item.top - area.top - (area.height - item.height) / 2;
}

export interface SidebarMenuProps {
  menu: StoredMenuItem[];
  /** Minified to icons (wide screens only). */
  collapsed: boolean;
  /** Sliding over the page (narrow screens): always the full menu, even while hidden. */
  overlay: boolean;
  /** False while hidden (narrow screens, closed). */
  visible: boolean;
  /** After a page is chosen (narrow screens close the sidebar). */
  onNavigate?: () => void;
}

export function SidebarMenu({ menu, collapsed, overlay, visible, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(menu, true), [menu]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(pathname, menu));
  const wrapper = useRef<HTMLDivElement>(null);

  // Opening a page from elsewhere (a tile, a link) unfolds its group.
  useEffect(() => {
    const ancestors = ancestorsOf(pathname, menu);
    setOpenKeys((current) => [...new Set([...current, ...ancestors])]);
  }, [pathname, menu]);

  // A page opened by its address, or from a tile, may sit far down a long menu: bring its
  // entry into sight now, and again once its group has finished unfolding.
  useEffect(() => {
    if (!visible || !pathname) return;
    const frame = requestAnimationFrame(() => showSelected(wrapper.current));
    const unfolded = setTimeout(() => showSelected(wrapper.current), UNFOLD_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(unfolded);
    };
  }, [pathname, visible]);

  return (
    <div ref={wrapper}>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        // Hidden at width 0 the sider counts as collapsed: the menu must not fold to icons for it.
        {...(overlay ? { inlineCollapsed: false } : {})}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={() => onNavigate?.()}
      />
    </div>
  );
}
