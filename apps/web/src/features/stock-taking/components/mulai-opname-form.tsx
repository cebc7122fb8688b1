import { PlayCircleOutlined } from '@ant-design/icons';
import { masterResource, type StockOpname, TEXTS } from '@toko/shared';
import { Button, Col, Form, Row, Select } from 'antd';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { RefSelect } from '../../../components/master-select/ref-select';
import { mulaiOpname } from '../api/mulai-opname';
import { type JenisOpname, opnameQueryKeys } from '../api/opname-paths';

const GUDANG = masterResource('gudang');
const BAKI = masterResource('baki');

interface Fields {
  kode_gudang?: string;
  kode_baki?: string;
  no_dokumen?: string;
}

/** The trays of the chosen gudang. */
function BakiSelect({
  kodeGudang,
  ...props
}: {
  kodeGudang?: string | undefined;
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const { data = [], isLoading } = useMasterActive(BAKI);
  const options = data
    .filter((baki) => baki.kode_gudang === kodeGudang)
    .map((baki) => ({ value: String(baki.kode_baki), label: `${baki.kode_baki} - ${baki.nama_baki ?? ''}` }));
  return (
    <Select
      {...props}
      data-testid="opname-baki"
      options={options}
      loading={isLoading}
      disabled={!kodeGudang}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={kodeGudang ? 'Pilih Baki' : 'Pilih Gudang Dahulu'}
      notFoundContent={TEXTS.noData}
    />
  );
}

/** Starts an opname of a tray, of a received document, or of the whole shop. */
export function MulaiOpnameForm({
  jenis,
  onStarted,
}: {
  jenis: JenisOpname;
  onStarted: (opname: StockOpname) => void;
}) {
  const [form] = Form.useForm<Fields>();
  const gudang = Form.useWatch('kode_gudang', form);
  const mulai = useSaveMutation({
    mutationFn: mulaiOpname,
    invalidates: [opnameQueryKeys.opname(jenis)],
    successText: 'Stock Opname Dimulai',
    onSuccess: (opname) => onStarted(opname),
  });
  const start = (values: Fields) => {
    if (jenis === 'BAKI') {
      mulai.mutate({ jenis, kode_gudang: values.kode_gudang ?? '', kode_baki: values.kode_baki ?? '' });
    } else if (jenis === 'PENERIMAAN') {
      mulai.mutate({ jenis, no_dokumen: values.no_dokumen ?? '' });
    } else {
      mulai.mutate({ jenis });
    }
  };
  const button = (
    <Form.Item label={jenis === 'GLOBAL' ? undefined : ' '}>
      <Button
        type="primary"
        htmlType="submit"
        icon={<PlayCircleOutlined />}
        loading={mulai.isPending}
        data-testid="mulai-opname"
      >
        {jenis === 'GLOBAL' ? 'Mulai Opname Seluruh Toko' : 'Mulai Opname'}
      </Button>
    </Form.Item>
  );
  return (
    <NoEnterForm<Fields> form={form} layout="vertical" requiredMark={false} onFinish={start}>
      <Row gutter={16} align="bottom">
        {jenis === 'BAKI' && (
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name="kode_gudang"
                label="Gudang"
                rules={[{ required: true, message: 'Gudang Harus Diisi' }]}
              >
                <RefSelect
                  master={GUDANG}
                  label="Gudang"
                  data-testid="opname-gudang"
                  onChange={() => form.setFieldValue('kode_baki', undefined)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="kode_baki"
                label="Baki"
                rules={[{ required: true, message: 'Baki Harus Diisi' }]}
              >
                <BakiSelect kodeGudang={gudang} />
              </Form.Item>
            </Col>
          </>
        )}
        {jenis === 'PENERIMAAN' && (
          <Col xs={24} md={10}>
            <Form.Item
              name="no_dokumen"
              label="No Penerimaan / Terima Barang"
              rules={[{ required: true, message: 'No Dokumen Harus Diisi' }]}
            >
              <UpperCaseInput data-testid="opname-dokumen" placeholder="Contoh: PST-PN-261122-0001" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          {button}
        </Col>
      </Row>
    </NoEnterForm>
  );
}
