import { GiftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type MemberPoinRow, masterResource, TEXTS, tukarPoinRefusal } from '@toko/shared';
import { Alert, Button, Col, Form, InputNumber, Row, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useMember } from '../../../components/customer/get-member';
import { memberQueryKeys } from '../../../components/customer/member-query-keys';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { masterQueryKeys } from '../../../components/master-select/master-query-keys';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { batalTukarPoin, membersKeys, tukarPoin } from '../api/members-api';
import { MemberPicker } from '../components/member-picker';
import { MemberPoinTable } from '../components/member-poin-table';
import { TukarPoinNotaDialog } from '../components/tukar-poin-nota-dialog';

const HADIAH = masterResource('hadiah');

/**
 * Tukar Point (decision 022): a member takes a gift of Master Data Hadiah for points. The
 * server refuses a gift dearer than the balance or out of stock; the slip opens on saving.
 * The member's history lists each exchange with its slip and, while it stands, Batal
 * (same business day, with a supervisor's otorisasi): the gift goes back on the shelf and
 * the points come back; the reprinted slip is stamped BATAL.
 */
export function TukarPointPage() {
  const [kodeMember, setKodeMember] = useState<string>();
  const [kodeHadiah, setKodeHadiah] = useState<string>();
  const [jumlah, setJumlah] = useState(1);
  const [noTukar, setNoTukar] = useState<string>();
  const key = useRef(newIdempotencyKey());
  const member = useMember(kodeMember);
  const hadiah = useMasterActive(HADIAH);
  const gift = hadiah.data?.find((row) => row.kode_hadiah === kodeHadiah);
  const biaya = gift ? Number(gift.poin) * jumlah : 0;
  const refusal = member.data && gift ? tukarPoinRefusal(member.data.poin, biaya) : null;
  const queryClient = useQueryClient();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [cancelling, setCancelling] = useState<string>();
  const session = useSession();

  const batal = async (row: MemberPoinRow) => {
    setCancelling(row.no_ref);
    try {
      const cancelled = await requestOtorisasi({
        title: 'Otorisasi Batal Tukar Poin',
        description: `Batalkan tukar poin ${row.no_ref} (${row.keterangan}): hadiah kembali ke stok, ${formatNumber(-row.poin)} poin kembali ke member`,
        send: (otorisasi) => batalTukarPoin({ no_tukar: row.no_ref, otorisasi }),
      });
      if (!cancelled) return;
      notifySuccess(TEXTS.member.tukarBatalBerhasil(cancelled.no_tukar));
      queryClient.setQueryData(membersKeys.tukar(cancelled.no_tukar), cancelled);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: masterQueryKeys.active(HADIAH) }),
      ]);
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
    } finally {
      setCancelling(undefined);
    }
  };

  const exchangeActions = (row: MemberPoinRow) =>
    row.kategori === 'TUKAR POIN' ? (
      <Space>
        <Button size="small" data-testid={`slip-${row.no_ref}`} onClick={() => setNoTukar(row.no_ref)}>
          Slip
        </Button>
        {/* Only this shop's exchanges of today can be cancelled (the server's rule too). */}
        {!row.dibatalkan &&
          row.kode_toko === session?.user.kode_toko &&
          row.tanggal === session.user.tgl_system && (
            <Button
              size="small"
              danger
              data-testid={`batal-${row.no_ref}`}
              loading={cancelling === row.no_ref}
              onClick={() => void batal(row)}
            >
              Batal
            </Button>
          )}
      </Space>
    ) : null;

  const save = useSaveMutation({
    mutationFn: () =>
      tukarPoin({
        idempotency_key: key.current,
        kode_member: kodeMember ?? '',
        kode_hadiah: kodeHadiah ?? '',
        jumlah,
      }),
    invalidates: [memberQueryKeys.all, masterQueryKeys.active(HADIAH)],
    successText: 'Tukar Poin Berhasil',
    onSuccess: (doc) => {
      key.current = newIdempotencyKey();
      setKodeHadiah(undefined);
      setJumlah(1);
      setNoTukar(doc.no_tukar);
    },
  });

  return (
    <PageCard title="Tukar Point">
      <NoEnterForm layout="vertical">
        <MemberPicker value={kodeMember} onChange={setKodeMember} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Hadiah">
              <Select
                data-testid="hadiah-select"
                value={kodeHadiah}
                onChange={setKodeHadiah}
                placeholder="Pilih hadiah"
                loading={hadiah.isLoading}
                options={(hadiah.data ?? []).map((row) => ({
                  value: String(row.kode_hadiah),
                  label: `${row.kode_hadiah} - ${row.nama_hadiah} (${formatNumber(Number(row.poin))} poin, stok ${formatNumber(Number(row.stock))})`,
                  disabled: Number(row.stock) <= 0,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Jumlah">
              <InputNumber
                data-testid="hadiah-jumlah"
                min={1}
                max={1000}
                precision={0}
                value={jumlah}
                onChange={(value) => setJumlah(value ?? 1)}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item label="Poin Dibutuhkan">
              <strong data-testid="poin-dibutuhkan">{formatNumber(biaya)}</strong>
            </Form.Item>
          </Col>
        </Row>
        {refusal && <Alert type="warning" showIcon message={refusal} style={{ marginBottom: 16 }} />}
        <Button
          type="primary"
          icon={<GiftOutlined />}
          data-testid="tukar-simpan"
          disabled={!member.data || !gift || Boolean(refusal)}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          Tukar Poin
        </Button>
      </NoEnterForm>
      {kodeMember && (
        <div style={{ marginTop: 24 }}>
          <h4>Riwayat Poin</h4>
          <MemberPoinTable kodeMember={kodeMember} actions={exchangeActions} />
        </div>
      )}
      <TukarPoinNotaDialog noTukar={noTukar} onClose={() => setNoTukar(undefined)} />
      {otorisasiDialog}
    </PageCard>
  );
}
