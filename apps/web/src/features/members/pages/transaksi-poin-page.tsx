import { useQueryClient } from '@tanstack/react-query';
import { penyesuaianPoinRefusal } from '@toko/shared';
import { Alert, Button, Col, Form, InputNumber, Radio, Row } from 'antd';
import { useRef, useState } from 'react';
import { useMember } from '../../../components/customer/get-member';
import { memberQueryKeys } from '../../../components/customer/member-query-keys';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { penyesuaianPoin } from '../api/members-api';
import { MemberPicker } from '../components/member-picker';
import { MemberPoinTable } from '../components/member-poin-table';

/**
 * Transaksi Poin (decision 022): points added to or taken off a member by hand. A
 * supervisor's otorisasi gives the consent and the reason, both kept with the ledger row.
 */
export function TransaksiPoinPage() {
  const [kodeMember, setKodeMember] = useState<string>();
  const [arah, setArah] = useState<1 | -1>(1);
  const [jumlah, setJumlah] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const member = useMember(kodeMember);
  const queryClient = useQueryClient();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const poin = (jumlah ?? 0) * arah;
  const refusal = member.data && jumlah ? penyesuaianPoinRefusal(member.data.poin, poin) : null;

  const simpan = async () => {
    if (!kodeMember || !jumlah) return;
    setBusy(true);
    try {
      const saved = await requestOtorisasi({
        title: 'Otorisasi Penyesuaian Poin',
        description: `${arah > 0 ? 'Tambah' : 'Kurangi'} ${formatNumber(jumlah)} poin member ${kodeMember}`,
        send: (otorisasi) =>
          penyesuaianPoin({ idempotency_key: key.current, kode_member: kodeMember, poin, otorisasi }),
      });
      if (!saved) return;
      key.current = newIdempotencyKey();
      setJumlah(null);
      notifySuccess(`Poin member ${saved.kode_member} sekarang ${formatNumber(saved.poin)}`);
      await queryClient.invalidateQueries({ queryKey: memberQueryKeys.all });
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? 'Terjadi Kesalhaan Saat Mengirim Data');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title="Transaksi Poin">
      <NoEnterForm layout="vertical">
        <MemberPicker value={kodeMember} onChange={setKodeMember} />
        <Row gutter={16} align="bottom">
          <Col>
            <Form.Item label="Jenis">
              <Radio.Group
                data-testid="poin-arah"
                value={arah}
                onChange={(event) => setArah(event.target.value)}
                options={[
                  { value: 1, label: 'Tambah Poin' },
                  { value: -1, label: 'Kurangi Poin' },
                ]}
                optionType="button"
              />
            </Form.Item>
          </Col>
          <Col>
            <Form.Item label="Jumlah Poin">
              <InputNumber
                data-testid="poin-jumlah"
                min={1}
                max={1_000_000}
                precision={0}
                value={jumlah}
                onChange={setJumlah}
              />
            </Form.Item>
          </Col>
          <Col>
            <Form.Item>
              <Button
                type="primary"
                data-testid="poin-simpan"
                disabled={!member.data || !jumlah || Boolean(refusal)}
                loading={busy}
                onClick={simpan}
              >
                Simpan
              </Button>
            </Form.Item>
          </Col>
        </Row>
        {refusal && <Alert type="warning" showIcon message={refusal} style={{ marginBottom: 16 }} />}
      </NoEnterForm>
      {kodeMember && (
        <div style={{ marginTop: 8 }}>
          <h4>Riwayat Poin</h4>
          <MemberPoinTable kodeMember={kodeMember} />
        </div>
      )}
      {otorisasiDialog}
    </PageCard>
  );
}
