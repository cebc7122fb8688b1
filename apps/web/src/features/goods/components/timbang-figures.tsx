import type { TimbangBaki } from '@toko/shared';
import { Descriptions, Typography } from 'antd';
import { formatBerat, formatNumber } from '../../../lib/format';

/** What the tray's pieces, attributes, plastic, tags and tray add up to: the weight the scale should read. */
export function TimbangFigures({ weighing }: { weighing: TimbangBaki }) {
  return (
    <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }} data-testid="timbang-figures">
      <Descriptions.Item label="Gudang">{weighing.kode_gudang}</Descriptions.Item>
      <Descriptions.Item label="Baki">{weighing.kode_baki}</Descriptions.Item>
      <Descriptions.Item label="Jumlah Barang">
        <span data-testid="timbang-jumlah">{formatNumber(weighing.jumlah)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Berat Barang">{formatBerat(weighing.berat_barang)} gr</Descriptions.Item>
      <Descriptions.Item label="Berat Atribut">{formatBerat(weighing.berat_atribut)} gr</Descriptions.Item>
      <Descriptions.Item label="Berat Plastik">{formatBerat(weighing.berat_plastik)} gr</Descriptions.Item>
      <Descriptions.Item label="Berat Bandrol">{formatBerat(weighing.berat_bandrol)} gr</Descriptions.Item>
      <Descriptions.Item label="Berat Baki">{formatBerat(weighing.berat_baki)} gr</Descriptions.Item>
      <Descriptions.Item label="Berat Seharusnya" span={2}>
        <Typography.Text strong data-testid="berat-seharusnya">
          {formatBerat(weighing.berat_seharusnya)}
        </Typography.Text>{' '}
        gr
      </Descriptions.Item>
    </Descriptions>
  );
}
