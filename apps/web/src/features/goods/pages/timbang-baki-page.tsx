import { PlayCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TimbangBaki } from '@toko/shared';
import { Alert, Button, Col, Divider, Flex, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { DateInput } from '../../../components/form/date-input';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { formatTanggal } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useTimbangAktif } from '../api/get-timbang-aktif';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { mulaiTimbang } from '../api/mulai-timbang';
import { resetTimbang } from '../api/reset-timbang';
import { BakiFormItem, GudangFormItem } from '../components/scan-place-fields';
import { TimbangHistory } from '../components/timbang-history';
import { TimbangModal } from '../components/timbang-modal';

interface PilihBakiFields {
  kode_gudang?: string;
  kode_baki?: string;
}

/** Timbang Baki (DOMAIN.md §3): weigh a tray against what its pieces say it should weigh. */
export function TimbangBakiPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PilihBakiFields>();
  const gudang = Form.useWatch('kode_gudang', form);
  const baki = Form.useWatch('kode_baki', form);
  const aktif = useTimbangAktif();
  // The weighing shown in the modal: just started, continued, or just saved.
  const [current, setCurrent] = useState<TimbangBaki>();
  const [tanggal, setTanggal] = useState<string>();
  const tglSystem = session?.user.tgl_system ?? '';

  const refresh = () => queryClient.invalidateQueries({ queryKey: goodsQueryKeys.timbang });
  const mulai = useSaveMutation({
    mutationFn: mulaiTimbang,
    invalidates: [goodsQueryKeys.timbang],
    successText: 'Proses Timbang Baki Dimulai',
    onSuccess: (data) => setCurrent(data),
  });
  const reset = useSaveMutation({
    mutationFn: resetTimbang,
    invalidates: [goodsQueryKeys.timbang],
    successText: 'Proses Timbang Baki Direset',
    onSuccess: () => setCurrent(undefined),
  });

  const askReset = async (weighing: TimbangBaki) => {
    const ok = await confirmDialog({
      title: 'Reset Timbang Baki ?',
      content: `Proses timbang Baki ${weighing.kode_baki} (Gudang ${weighing.kode_gudang}) dibatalkan.`,
      okText: 'Reset',
      danger: true,
    });
    if (ok) reset.mutate(weighing.id);
  };

  const open = aktif.data;
  // The other session's or an earlier weighing left open: continue it or reset it first.
  const showAktifOffer = open && current?.id !== open.id;

  return (
    <PageCard title={meta?.title ?? 'Timbang Baki'}>
      {showAktifOffer && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="timbang-aktif"
          title="Terdapat proses timbang baki yang masih aktif"
          description={`Baki ${open.kode_baki} - ${open.nama_baki} (Gudang ${open.kode_gudang}), dimulai oleh ${
            open.created_by
          } tanggal ${formatTanggal(open.tgl_system)}.`}
          action={
            <Space direction="vertical">
              <Button
                type="primary"
                size="small"
                data-testid="timbang-lanjutkan"
                onClick={() => setCurrent(open)}
              >
                Lanjutkan
              </Button>
              <Button
                danger
                size="small"
                data-testid="timbang-reset-aktif"
                onClick={() => void askReset(open)}
              >
                Reset
              </Button>
            </Space>
          }
        />
      )}
      <NoEnterForm<PilihBakiFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          mulai.mutate(
            { kode_gudang: values.kode_gudang ?? '', kode_baki: values.kode_baki ?? '' },
            // Refused because one is open: the offer to continue or reset it appears.
            { onError: () => void refresh() },
          )
        }
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
                loading={mulai.isPending}
                disabled={Boolean(open)}
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
        weighing={current}
        onClose={() => setCurrent(undefined)}
        onSaved={(saved) => {
          setCurrent(saved);
          void refresh();
        }}
        onReset={(weighing) => void askReset(weighing)}
        resetting={reset.isPending}
      />
    </PageCard>
  );
}
