import { TEXTS } from '@toko/shared';
import { Alert, Col, Row } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { ImportDataForm } from '../components/import-data-form';
import { ImportOutcomeAlert } from '../components/import-outcome-alert';
import { ImportProgress } from '../components/import-progress';
import { useImportData } from '../components/use-import-data';

/**
 * Import Data (SPEC §2, §5, §7): a type, a .csv file, Import Data. The rules of the choice
 * are the shared `importChoiceError`; the file is read here and sent in parts, and the
 * server writes it all or nothing while the bar shows the rows done.
 */
export function ImportDataPage() {
  const meta = useRouteMeta();
  const importData = useImportData();
  const { busy, stage, outcome } = importData;

  return (
    <PageCard title={meta?.title ?? 'Import Data'}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <ImportDataForm importData={importData} />
        </Col>
        <Col xs={24} lg={12}>
          <Alert
            type="info"
            showIcon
            title="Petunjuk"
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {TEXTS.dataTools.petunjuk.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        </Col>
      </Row>
      {busy && <ImportProgress stage={stage} />}
      {outcome && <ImportOutcomeAlert outcome={outcome} />}
    </PageCard>
  );
}
