import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Flex, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { DateInput } from '../../../components/form/date-input';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { BakiFormItem, GudangFormItem } from '../components/scan-place-fields';
import { TimbangAktifAlert } from '../components/timbang-aktif-alert';
import { TimbangHistory } from '../components/timbang-history';
import { TimbangModal } from '../components/timbang-modal';
import { type PilihBakiFields, useTimbangBaki } from '../components/use-timbang-baki';

/** Timbang Baki (DOMAIN.md §3): weigh a tray against what its pieces say it should weigh. */
export function TimbangBakiPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const [form] = Form.useForm<PilihBakiFields>();
  const gudang = Form.useWatch('kode_gudang', form);
  const baki = Form.useWatch('kode_baki', form);
  const timbang = useTimbangBaki();
  const [tanggal, setTanggal] = useState<string>();
  const tglSystem = session?.user.tgl_system ?? '';
  const { offer } = timbang;

  return (
    <PageCard title={meta?.title ?? 'Timbang Baki'}>
      {offer && (
        <TimbangAktifAlert
          weighing={offer}
          onLanjutkan={() => timbang.show(offer)}
          onReset={() => void timbang.askReset(offer)}
        />
      )}
      <NoEnterForm<PilihBakiFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={timbang.start}
      >
        <Row gutter={16} align="bottom">
          <Col xs={24} md={8}>
            <GudangFormItem
              name="kode_gudang"
              bakiName="kode_baki"
              label="Gudang"
              data-testid="timbang-gudang"
            />
          </Col>
          <Col xs={24} md={8}>
            <BakiFormItem name="kode_baki" gudangName="kode_gudang" label="Baki" data-testid="timbang-baki" />
          </Col>
          <Col xs={24} md={8}>
            <Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                icon={<PlayCircleOutlined />}
                loading={timbang.starting}
                disabled={Boolean(timbang.open)}
                data-testid="mulai-timbang"
              >
                Mulai Timbang
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </NoEnterForm>

      <Divider />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Riwayat Timbang Baki
        </Typography.Title>
        <Space>
          <Typography.Text>Tanggal</Typography.Text>
          <div style={{ width: 160 }} data-testid="timbang-tanggal">
            <DateInput value={tanggal ?? tglSystem} onChange={(value) => value && setTanggal(value)} />
          </div>
        </Space>
      </Flex>
      {tglSystem && <TimbangHistory tanggal={tanggal ?? tglSystem} kodeGudang={gudang} kodeBaki={baki} />}

      <TimbangModal
        weighing={timbang.current}
        onClose={() => timbang.show(undefined)}
        onSaved={timbang.saved}
        onReset={(weighing) => void timbang.askReset(weighing)}
        resetting={timbang.resetting}
      />
    </PageCard>
  );
}
