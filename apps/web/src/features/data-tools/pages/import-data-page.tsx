import { ImportOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_TYPES,
  type ImportJob,
  type ImportType,
  importChoiceError,
  onlyImportTypeOf,
  TEXTS,
} from '@toko/shared';
import { Alert, Button, Col, Form, Progress, Row, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { ImportFileError, readImportFile, sendImport } from '../api/import-data';

const TYPE_LABELS: Record<ImportType, string> = {
  master_sales: 'Master Sales',
  master_group: 'Master Group',
  master_jenis: 'Master Jenis',
  master_gudang: 'Master Gudang',
  master_baki: 'Master Baki',
  penjualan: 'Penjualan',
  pembelian: 'Pembelian',
  keuangan_cash: 'Keuangan Cash',
  keuangan_non_cash: 'Keuangan Non Cash',
  barang_summary: 'Barang Summary',
};

type Stage =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'sending'; job: ImportJob | undefined; total: number };

type Outcome = { ok: true; type: ImportType; job: ImportJob } | { ok: false; message: string };

/** How far the bar is: receiving the parts is most of the wait, writing them the rest. */
function percentOf(stage: Stage): number {
  if (stage.kind !== 'sending' || !stage.job) return 0;
  const { job, total } = stage;
  if (job.status === 'SELESAI') return 100;
  if (job.status === 'PROSES') return 95;
  return total === 0 ? 0 : Math.floor((job.baris_diterima / total) * 90);
}

function progressText(stage: Stage): string {
  if (stage.kind === 'reading') return TEXTS.dataTools.membaca;
  if (stage.kind !== 'sending') return '';
  const total = formatNumber(stage.total);
  if (stage.job?.status === 'PROSES') return TEXTS.dataTools.menyimpan(total);
  return TEXTS.dataTools.mengirim(formatNumber(stage.job?.baris_diterima ?? 0), total);
}

/**
 * Import Data (SPEC §2, §5, §7): a type, a .csv file, Import Data. The rules of the choice
 * are the shared `importChoiceError`; the file is read here and sent in parts, and the
 * server writes it all or nothing while the bar shows the rows done.
 */
export function ImportDataPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const kodeToko = session?.user.kode_toko ?? '';
  const onlyType = onlyImportTypeOf(kodeToko);
  const queryClient = useQueryClient();
  const [type, setType] = useState<ImportType | undefined>(onlyType);
  const [file, setFile] = useState<File>();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [outcome, setOutcome] = useState<Outcome>();
  const busy = stage.kind !== 'idle';

  const fail = (message: string) => {
    notifyError(message);
    setOutcome({ ok: false, message });
  };

  const run = async () => {
    setOutcome(undefined);
    const refusal = importChoiceError({ type, fileName: file?.name, kodeToko });
    if (refusal || !type || !file) {
      notifyError(refusal ?? TEXTS.dataTools.gagalImport);
      return;
    }
    if (file.size > IMPORT_MAX_FILE_BYTES) {
      fail(TEXTS.dataTools.fileTerlaluBesar(IMPORT_MAX_FILE_BYTES / 1024 / 1024));
      return;
    }
    try {
      setStage({ kind: 'reading' });
      const records = await readImportFile(file);
      if (records.length === 0) {
        fail(TEXTS.dataTools.fileKosong);
        return;
      }
      setStage({ kind: 'sending', job: undefined, total: records.length });
      const job = await sendImport(type, records, (current) =>
        setStage({ kind: 'sending', job: current, total: records.length }),
      );
      notifySuccess(TEXTS.dataTools.berhasilImport);
      setOutcome({ ok: true, type, job });
      setFile(undefined);
      // Imported rows reach lists, reports and the dashboard alike.
      void queryClient.invalidateQueries();
    } catch (error) {
      fail(error instanceof ImportFileError ? error.message : (apiErrorMessage(error) ?? TEXTS.importFailed));
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  return (
    <PageCard title={meta?.title ?? 'Import Data'}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <NoEnterForm layout="vertical" requiredMark={false} onFinish={run}>
            <Form.Item label="Type" extra={type ? TEXTS.dataTools.namaFile(type) : undefined}>
              <Select<ImportType>
                data-testid="import-type"
                placeholder="Pilih Type"
                value={type}
                disabled={busy || onlyType !== undefined}
                onChange={setType}
                options={IMPORT_TYPES.filter((value) => !onlyType || value === onlyType).map((value) => ({
                  value,
                  label: TYPE_LABELS[value],
                }))}
              />
            </Form.Item>
            <Form.Item label="File">
              <Upload
                accept=".csv"
                maxCount={1}
                disabled={busy}
                fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  setOutcome(undefined);
                  // Nothing is uploaded on choosing: the file is read and sent on Import Data.
                  return false;
                }}
                onRemove={() => setFile(undefined)}
              >
                <Button icon={<UploadOutlined />} data-testid="import-file">
                  Pilih File
                </Button>
              </Upload>
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<ImportOutlined />}
              loading={busy}
              data-testid="import-submit"
            >
              Import Data
            </Button>
          </NoEnterForm>
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
      {busy && (
        <div data-testid="import-progress" style={{ marginTop: 24 }}>
          <Progress percent={percentOf(stage)} status="active" />
          <Typography.Text type="secondary">{progressText(stage)}</Typography.Text>
        </div>
      )}
      {outcome?.ok === true && (
        <Alert
          type="success"
          showIcon
          data-testid="import-result"
          style={{ marginTop: 24 }}
          title={`${TEXTS.dataTools.berhasilImport} (${TYPE_LABELS[outcome.type]})`}
          description={TEXTS.dataTools.hasilImport(
            formatNumber(outcome.job.baru),
            formatNumber(outcome.job.diubah),
          )}
        />
      )}
      {outcome?.ok === false && (
        <Alert
          type="error"
          showIcon
          data-testid="import-error"
          style={{ marginTop: 24 }}
          title={outcome.message}
        />
      )}
    </PageCard>
  );
}
