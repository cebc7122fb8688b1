import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import type { Member } from '@toko/shared';
import { Alert, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';

export interface CustomerBannerProps {
  nama: string | undefined;
  member: Member | undefined;
  /** What the visit is about beyond a plain sale or buyback (a deposit taken, a deposit collected). */
  children?: ReactNode;
}

/** SPEC §2: the counter forms (sales, buyback) show a banner with the customer's name and type. */
export function CustomerBanner({ nama, member, children }: CustomerBannerProps) {
  const name = nama?.trim() || 'Customer belum diisi';
  return (
    <Alert
      data-testid="customer-banner"
      type={member ? 'success' : 'info'}
      icon={member ? <IdcardOutlined /> : <UserOutlined />}
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <Space wrap>
          <strong>{name}</strong>
          {member ? (
            <>
              <Tag color="green">MEMBER</Tag>
              <span>
                {member.kode_member} · {member.no_hp || '-'} · {formatNumber(member.poin)} poin
              </span>
            </>
          ) : (
            <Tag>NON MEMBER</Tag>
          )}
          {children}
        </Space>
      }
    />
  );
}
