import { App, ConfigProvider } from 'antd';
import idID from 'antd/locale/id_ID';
import type { ReactNode } from 'react';
import { ConnectivityWatcher } from './system/connectivity-watcher';
import { NotifyBridge } from './system/notify-bridge';
import { UpdateNotice } from './system/update-notice';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={idID} theme={theme}>
      <App>
        <NotifyBridge />
        {children}
        <ConnectivityWatcher />
        <UpdateNotice />
      </App>
    </ConfigProvider>
  );
}
