import type { StockOpname } from '@toko/shared';
import { Descriptions } from 'antd';
import { formatTanggal } from '../../../lib/format';
import { opnameTempat } from './opname-tempat';

/**
 * Which opname is on screen: its number, the place counted and its day; while it runs,
 * also who started it (the one to ask before abandoning the count).
 */
export function OpnameInfo({ opname, createdBy }: { opname: StockOpname; createdBy?: boolean }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="No Opname">{opname.no_opname}</Descriptions.Item>
      <Descriptions.Item label="Yang Diopname">{opnameTempat(opname)}</Descriptions.Item>
      <Descriptions.Item label="Tanggal">
        {formatTanggal(opname.tgl_system)}
        {createdBy && ` · ${opname.created_by}`}
      </Descriptions.Item>
    </Descriptions>
  );
}
