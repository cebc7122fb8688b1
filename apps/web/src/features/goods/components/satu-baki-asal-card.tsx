import { formatGrams, type IsiBaki } from '@toko/shared';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { formatNumber } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import { BakiFormItem, GudangFormItem } from './scan-place-fields';

export interface SatuBakiAsalCardProps {
  /** What the chosen tray holds now; undefined until one is chosen. */
  isi: IsiBaki | undefined;
  loading: boolean;
  /** The destination is checked again: it must stay another tray. */
  onBakiChange: () => void;
}

/** The tray to empty, and what it holds: the count and weight the move will be checked against. */
export function SatuBakiAsalCard({ isi, loading, onBakiChange }: SatuBakiAsalCardProps) {
  return (
    <Card size="small" title="Asal">
      <GudangFormItem name="kode_gudang" bakiName="kode_baki" label="Gudang Asal" data-testid="gudang-asal" />
      <BakiFormItem
        name="kode_baki"
        gudangName="kode_gudang"
        label="Baki Asal"
        data-testid="baki-asal"
        onChange={onBakiChange}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Statistic
            title="Jumlah Barang"
            loading={loading}
            value={isi ? formatNumber(isi.jumlah) : '-'}
            valueRender={(node) => <span data-testid="isi-jumlah">{node}</span>}
          />
        </Col>
        <Col span={12}>
          <Statistic
            title="Berat (gr)"
            loading={loading}
            value={isi ? formatGrams(Math.round(isi.berat * 1000)) : '-'}
            valueRender={(node) => <span data-testid="isi-berat">{node}</span>}
          />
        </Col>
      </Row>
      {isi?.jumlah === 0 && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} title={WEB_TEXTS.satuBaki.kosong} />
      )}
    </Card>
  );
}
