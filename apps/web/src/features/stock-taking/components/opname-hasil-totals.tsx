import { useQuery } from '@tanstack/react-query';
import { formatNumber, type StockOpname } from '@toko/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { formatBerat } from '../../../lib/format';
import { getHasil } from '../api/get-hasil';
import { type JenisOpname, opnameQueryKeys } from '../api/opname-paths';

interface TotalCardProps {
  title: string;
  part: { jumlah: number; berat: number } | undefined;
  testId: string;
  extra?: string;
}

/** One result's pieces and grams. */
function TotalCard({ title, part, testId, extra }: TotalCardProps) {
  return (
    <Col xs={12} md={8} lg={{ flex: '1 1 0' }}>
      <Card size="small" data-testid={testId}>
        <Statistic title={title} value={part ? formatNumber(part.jumlah) : '-'} suffix="pcs" />
        <div>{part ? `${formatBerat(part.berat)} gr` : ''}</div>
        {extra && <div>{extra}</div>}
      </Card>
    </Col>
  );
}

/** A finished opname's totals in pieces and grams: what should be there, found, missing, out of place, off in weight. */
export function OpnameHasilTotals({ jenis, opname }: { jenis: JenisOpname; opname: StockOpname }) {
  const totals = useQuery({
    queryKey: opnameQueryKeys.hasil(jenis, opname.id, { totals: true }),
    queryFn: () => getHasil(jenis, opname.id, { skip: 0, limit: 1 }),
  });
  const total = totals.data?.total;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      <TotalCard title="Seharusnya" part={total?.diharapkan} testId="total-diharapkan" />
      <TotalCard title="Ditemukan" part={total?.ditemukan} testId="total-ditemukan" />
      <TotalCard title="Hilang" part={total?.hilang} testId="total-hilang" />
      <TotalCard title="Bukan Di Tempatnya" part={total?.tidak_terduga} testId="total-tidak-terduga" />
      <TotalCard
        title="Selisih Berat"
        part={total?.selisih_berat}
        testId="total-selisih-berat"
        extra={total ? `selisih ${formatBerat(total.selisih_berat.selisih)} gr` : undefined}
      />
    </Row>
  );
}
