import { CalendarOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { formatTanggalPanjang, namaHari } from '@toko/shared';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Session } from '../../../lib/storage';
import styles from './shop-summary.module.css';

function InfoCard({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <Card className={styles.card} data-testid="shop-summary-card">
      <span className={styles.icon}>{icon}</span>
      <div className={styles.text}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text strong className={styles.value}>
          {value}
        </Typography.Text>
        <Typography.Text type="secondary">{note}</Typography.Text>
      </div>
    </Card>
  );
}

/**
 * Shop, business date and user. Side by side only from a laptop's width: on a tablet a
 * third of the page wraps the shop's name and the long date over three lines, so they stack.
 */
export function ShopSummary({ session }: { session: Session }) {
  const { user } = session;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <InfoCard
          icon={<ShopOutlined />}
          label="Toko"
          value={user.nama_toko}
          note={`Kode ${user.kode_toko}`}
        />
      </Col>
      <Col xs={24} lg={8}>
        <InfoCard
          icon={<CalendarOutlined />}
          label="Tanggal System"
          value={formatTanggalPanjang(user.tgl_system)}
          note={namaHari(user.tgl_system)}
        />
      </Col>
      <Col xs={24} lg={8}>
        <InfoCard
          icon={<UserOutlined />}
          label="Pengguna"
          value={user.user_name}
          note={`${user.user_id} · ${user.level}`}
        />
      </Col>
    </Row>
  );
}
