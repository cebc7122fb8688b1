import { formatNumber, type StockOpname } from '@toko/shared';
import { Alert, Col, Form, Row, Statistic } from 'antd';
import { NumericInput } from '../../../components/form/numeric-input';
import { ScanInput } from '../../../components/scan/scan-input';
import type { JenisOpname } from '../api/opname-paths';
import { OpnameInfo } from './opname-info';
import { OpnameScanTable } from './opname-scan-table';
import { TutupOpnameActions } from './tutup-opname-actions';
import { useOpnameScan } from './use-opname-scan';

/**
 * The blind scan page: barcode (and, when weighed, the scale reading) in, one request
 * per scan, the answer added to the list here; the list is never read again per scan.
 * What the place should hold stays hidden until the opname is finished.
 */
export function OpnameScanPanel({ jenis, opname }: { jenis: JenisOpname; opname: StockOpname }) {
  const scan = useOpnameScan(jenis, opname);
  return (
    <>
      <OpnameInfo opname={opname} createdBy />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          jenis === 'BAKI'
            ? 'Opname buta: jumlah dan berat yang seharusnya ditampilkan setelah opname selesai.'
            : 'Opname buta: berat yang seharusnya dan barang yang belum ditemukan ditampilkan setelah opname selesai.'
        }
      />
      <Form layout="vertical" component="div">
        <Row gutter={16} align="bottom">
          <Col xs={24} md={10}>
            <ScanInput
              onScan={scan.onScan}
              problem={scan.problem}
              loading={scan.sending}
              testId="opname-scan"
            />
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Berat Timbang (gr, opsional)" style={{ marginBottom: 12 }}>
              <NumericInput
                data-testid="opname-berat"
                maxDecimals={3}
                value={scan.berat}
                onChange={(event) => scan.setBerat(event.target.value)}
                placeholder="Isi sebelum scan, mis. 3.250"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Statistic
              title="Barang Discan"
              value={scan.discan}
              formatter={(v) => formatNumber(Number(v))}
              data-testid="opname-discan"
            />
          </Col>
        </Row>
      </Form>
      {scan.notice && (
        <Alert
          type="warning"
          showIcon
          title={scan.notice}
          style={{ marginBottom: 12 }}
          data-testid="opname-notice"
        />
      )}
      <OpnameScanTable rows={scan.rows} loading={scan.loading} />
      <TutupOpnameActions jenis={jenis} opname={opname} sending={scan.sending} />
    </>
  );
}
