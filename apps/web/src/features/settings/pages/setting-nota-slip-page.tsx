import { Col, Row, Skeleton } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useNotaSettings } from '../api/get-nota-settings';
import { NotaPrinterForm } from '../components/nota-printer-form';

/** Setting Nota Slip: per slip type, the paper, the printing platform and the cutter. */
export function SettingNotaSlipPage() {
  const meta = useRouteMeta();
  const { data, isLoading } = useNotaSettings();
  return (
    <PageCard title={meta?.title ?? 'Setting Nota Slip'}>
      {isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Row gutter={[16, 16]}>
          {data.map((setting) => (
            <Col key={setting.slip_type} xs={24} lg={12} xxl={8}>
              <NotaPrinterForm key={JSON.stringify(setting)} setting={setting} />
            </Col>
          ))}
        </Row>
      )}
    </PageCard>
  );
}
