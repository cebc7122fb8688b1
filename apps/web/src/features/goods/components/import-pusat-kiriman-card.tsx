import { CloseOutlined, ImportOutlined } from '@ant-design/icons';
import type { KirimBarangDoc } from '@toko/shared';
import { Button, Card, Col, Flex, Form, type FormInstance, Row, Spin } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { KirimDocDetail } from './kirim-doc-detail';
import { BakiFormItem, GudangFormItem } from './scan-place-fields';

/** The tray the whole shipment goes into. */
export interface ImportTempatFields {
  kode_gudang?: string;
  kode_baki?: string;
}

export interface ImportPusatKirimanCardProps {
  noKirim: string;
  /** The chosen shipment once read; until then a spinner. */
  doc: KirimBarangDoc | undefined;
  loading: boolean;
  form: FormInstance<ImportTempatFields>;
  onSubmit: (values: ImportTempatFields) => void;
  importing: boolean;
  onCancel: () => void;
}

/** The chosen head-office shipment: its pieces, and the gudang and baki they are imported into. */
export function ImportPusatKirimanCard({
  noKirim,
  doc,
  loading,
  form,
  onSubmit,
  importing,
  onCancel,
}: ImportPusatKirimanCardProps) {
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={`Kiriman ${noKirim}`}
      extra={
        <Button icon={<CloseOutlined />} onClick={onCancel}>
          Batal Pilih
        </Button>
      }
    >
      {doc ? (
        <NoEnterForm<ImportTempatFields>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onSubmit}
        >
          <KirimDocDetail doc={doc} />
          <Row gutter={16} style={{ marginTop: 16 }} align="bottom">
            <Col xs={24} md={8}>
              <GudangFormItem
                name="kode_gudang"
                bakiName="kode_baki"
                label="Gudang"
                data-testid="import-gudang"
              />
            </Col>
            <Col xs={24} md={8}>
              <BakiFormItem
                name="kode_baki"
                gudangName="kode_gudang"
                label="Baki"
                data-testid="import-baki"
              />
            </Col>
            <Col xs={24} md={8}>
              <Form.Item>
                <Flex justify="end">
                  <Button
                    type="primary"
                    htmlType="submit"
                    icon={<ImportOutlined />}
                    loading={importing}
                    data-testid="import"
                  >
                    Import
                  </Button>
                </Flex>
              </Form.Item>
            </Col>
          </Row>
        </NoEnterForm>
      ) : (
        <Spin spinning={loading} />
      )}
    </Card>
  );
}
