import { SaveOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Typography } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { BarangLinesEditor } from '../components/barang-lines-editor';
import { BarangPlaceFields } from '../components/barang-place-fields';
import { BarangProblems } from '../components/barang-problems';
import { BarangSavedResult } from '../components/barang-saved-result';
import { PenerimaanHeaderFields } from '../components/penerimaan-header-fields';
import { PenerimaanHistory } from '../components/penerimaan-history';
import {
  PENERIMAAN_INITIAL,
  type PenerimaanFields,
  usePenerimaanBarang,
} from '../components/use-penerimaan-barang';

/**
 * Penerimaan Barang: one document from a supplier or the head office, many lines, each
 * a new piece. The place chosen above prefills every new line; a line may differ.
 */
export function PenerimaanBarangPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<PenerimaanFields>();
  const penerimaan = usePenerimaanBarang(form);
  const { result } = penerimaan;

  return (
    <PageCard title={meta?.title ?? 'Penerimaan Barang'}>
      <div ref={penerimaan.resultRef}>
        {result && (
          <BarangSavedResult numberLabel="No Terima" number={result.no_terima} items={result.items} />
        )}
        {result && <Divider />}
      </div>
      <NoEnterForm<PenerimaanFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={PENERIMAAN_INITIAL}
        onFinish={penerimaan.save}
        onFinishFailed={penerimaan.markChecked}
      >
        <PenerimaanHeaderFields form={form} />
        <Typography.Text type="secondary">
          Pilihan di bawah mengisi baris baru; setiap baris boleh berbeda.
        </Typography.Text>
        <BarangPlaceFields required={false} labelPrefix="Default " />
        {penerimaan.emptyPlaces && (
          <Flex style={{ marginBottom: 12 }}>
            <Button onClick={penerimaan.applyDefaults} data-testid="isi-default">
              Isi Group / Jenis / Gudang / Baki yang kosong dengan default
            </Button>
          </Flex>
        )}
        <BarangLinesEditor
          lines={penerimaan.lines}
          setLines={penerimaan.setLines}
          errors={penerimaan.errors}
          defaults={penerimaan.defaults}
          perLinePlace
          disabled={penerimaan.saving}
        />
        <BarangProblems problems={penerimaan.problems} serverProblem={penerimaan.serverProblem} />
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={penerimaan.saving}
            data-testid="simpan"
          >
            Simpan
          </Button>
        </Flex>
      </NoEnterForm>
      <Divider />
      <PenerimaanHistory />
    </PageCard>
  );
}
