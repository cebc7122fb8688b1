import { Layout } from 'antd';
import { type CSSProperties, useEffect } from 'react';
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

/** Below the header, over the page: the page keeps its full width underneath. */
const OVERLAY_STYLE: CSSProperties = {
  ...SIDER_STYLE,
  position: 'fixed',
  left: 0,
  zIndex: 110,
  boxShadow: '4px 0 16px rgba(0, 0, 0, 0.25)',
};

/** Where the sidebar stops sitting beside the page and slides over it instead (antd's lg, below 992 px). */
export const SIDEBAR_OVERLAY_BELOW = 'lg';
export const SIDEBAR_OVERLAY_QUERY = 'screen and (max-width: 991.98px)';

interface AppSidebarProps {
  session: Session;
  /** Wide screens: the user's choice of the minified (icons only) sidebar. */
  collapsed: boolean;
  /** Narrow screens (tablet): the sidebar is hidden and opens over the page. */
  overlay: boolean;
  /** Narrow screens: whether it is open. */
  open: boolean;
  onOverlayChange: (overlay: boolean) => void;
  onClose: () => void;
}

/**
 * The menu. On a laptop it sits beside the page, full or minified. On a tablet there is
 * no room beside the tables: it hides, and the header's button slides it over the page
 * with a shade behind; choosing a page, the shade or Escape closes it.
 */
export function AppSidebar({ session, collapsed, overlay, open, onOverlayChange, onClose }: AppSidebarProps) {
  const hidden = overlay && !open;
  const minified = !overlay && collapsed;

  useEffect(() => {
    if (!overlay || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, open, onClose]);

  return (
    <>
      {overlay && open && (
        // The shade is a mouse target only; Escape and the header's button close it from the keyboard.
        <div className={styles.mask} onClick={onClose} aria-hidden="true" data-testid="sidebar-mask" />
      )}
      <Layout.Sider
        width={260}
        collapsedWidth={overlay ? 0 : 72}
        collapsed={overlay ? !open : collapsed}
        trigger={null}
        collapsible
        breakpoint={SIDEBAR_OVERLAY_BELOW}
        onBreakpoint={onOverlayChange}
        style={overlay ? OVERLAY_STYLE : SIDER_STYLE}
        // Closed, its links are out of reach of the Tab key too.
        inert={hidden}
        data-testid="sidebar"
      >
        <SidebarProfile user={session.user} collapsed={minified} />
        {!minified && <div className={styles.section}>Navigation</div>}
        <SidebarMenu
          menu={session.menu}
          collapsed={minified}
          overlay={overlay}
          visible={!hidden}
          onNavigate={overlay ? onClose : undefined}
        />
      </Layout.Sider>
    </>
  );
}
