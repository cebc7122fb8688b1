import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  WarningFilled,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './status-notice.module.css';

type Status = 'info' | 'success' | 'warning' | 'error';

/** The icons antd's Result shows for the same statuses. */
const ICONS = {
  info: ExclamationCircleFilled,
  success: CheckCircleFilled,
  warning: WarningFilled,
  error: CloseCircleFilled,
} as const;

/**
 * A full-width notice drawn like antd's Result: the offline, back-online and new-version
 * notices, the failed-page screen and the welcome of users without a dashboard. Result itself
 * always bundles its three 403/404/500 illustrations (about 9 kB compressed); these notices are
 * part of the first download (and must show offline), so they stay light.
 */
export function StatusNotice({
  status = 'info',
  icon,
  title,
  subTitle,
  extra,
}: {
  status?: Status;
  /** In place of the status icon. */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  const colors: Record<Status, string> = {
    info: token.colorInfo,
    success: token.colorSuccess,
    warning: token.colorWarning,
    error: token.colorError,
  };
  const Icon = ICONS[status];
  return (
    <div className={styles.notice}>
      <div className={styles.icon} style={{ color: colors[status] }}>
        {icon ?? <Icon />}
      </div>
      <div className={styles.title} style={{ color: token.colorTextHeading }}>
        {title}
      </div>
      {subTitle && (
        <div className={styles.subTitle} style={{ color: token.colorTextDescription }}>
          {subTitle}
        </div>
      )}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
