import { Layout } from 'antd';
import type { CSSProperties } from 'react';
import type { Session } from '../../lib/storage';
import styles from './app-sidebar.module.css';
import { SidebarMenu } from './sidebar-menu';
import { SidebarProfile } from './sidebar-profile';

/** Stays in view while the page scrolls; long menus scroll inside it. */
const SIDER_STYLE: CSSProperties = {
  position: 'sticky',
  top: 64,
  height: 'calc(100vh - 64px)',
  overflowY: 'auto',
  overflowX: 'hidden',
};

interface AppSidebarProps {
  session: Session;
  collapsed: boolean;
  onBreakpoint: (collapsed: boolean) => void;
}

export function AppSidebar({ session, collapsed, onBreakpoint }: AppSidebarProps) {
  return (
    <Layout.Sider
      width={260}
      collapsedWidth={72}
      collapsed={collapsed}
      trigger={null}
      collapsible
      breakpoint="lg"
      onBreakpoint={(broken) => {
        if (broken) onBreakpoint(true);
      }}
      style={SIDER_STYLE}
      data-testid="sidebar"
    >
      <SidebarProfile user={session.user} collapsed={collapsed} />
      {!collapsed && <div className={styles.section}>Navigation</div>}
      <SidebarMenu menu={session.menu} collapsed={collapsed} />
    </Layout.Sider>
  );
}
