import { Layout, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { ChangePasswordModal } from '../../features/access/components/change-password-modal';
import { SessionRefresher } from '../../features/access/components/session-refresher';
import { PembulatanLoader } from '../../features/settings/components/pembulatan-loader';
import { StoreClosingHost } from '../../features/store-closing/components/store-closing-host';
import { useSession } from '../../lib/use-session';
import { RouteGate } from '../guards/route-gate';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';
import { AppSidebar, SIDEBAR_OVERLAY_QUERY } from './app-sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The signed-in shell: header, sidebar, content and footer. */
export function AppLayout() {
  const session = useSession();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  // Read before the first paint, so that a tablet never shows the sidebar pushing the page.
  const [overlay, setOverlay] = useState(() => window.matchMedia(SIDEBAR_OVERLAY_QUERY).matches);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const loading = useNavigation().state === 'loading';
  if (!session) return null;
  const forcePassword = session.mustChangePassword;

  return (
    <Layout className={styles.shell}>
      <AppHeader
        session={session}
        collapsed={overlay ? !overlayOpen : collapsed}
        onToggleSidebar={() => (overlay ? setOverlayOpen(!overlayOpen) : setCollapsed(!collapsed))}
        onChangePassword={() => setPasswordOpen(true)}
      />
      <Layout>
        <AppSidebar
          session={session}
          collapsed={collapsed}
          overlay={overlay}
          open={overlayOpen}
          onOverlayChange={(next) => {
            setOverlay(next);
            setOverlayOpen(false);
          }}
          onClose={closeOverlay}
        />
        <Layout className={styles.main}>
          <Layout.Content className={styles.content}>
            <Spin spinning={loading} delay={200}>
              <RouteGate>
                <Outlet />
              </RouteGate>
            </Spin>
          </Layout.Content>
          <AppFooter shopName={session.user.nama_toko} />
        </Layout>
      </Layout>
      <ChangePasswordModal
        userId={session.user.user_id}
        open={passwordOpen || forcePassword}
        forced={forcePassword}
        onClose={() => setPasswordOpen(false)}
      />
      <StoreClosingHost />
      <SessionRefresher />
      <PembulatanLoader />
    </Layout>
  );
}
