import { addDays, DELETE_TYPES, type DeleteType, deletePeriodError, TEXTS } from '@toko/shared';
import { Alert, Button, Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { DateInput } from '../../../components/form/date-input';
import { errorText } from '../../../lib/api-client';
import { confirmDialog, notifyError, notifySuccess } from '../../../lib/notify';
import { hapusData } from '../api/hapus-data';

const TYPE_OPTIONS = DELETE_TYPES.map((type) => ({ value: type, label: type }));

type Outcome = { type: 'success' | 'info' | 'error'; text: string };

/**
 * Delete Data (SPEC §2): a type, a period, Hapus Data. The period is checked here as the
 * server checks it (decision 025); then the server counts what the period holds, the
 * confirmation names that count and the period, and only OK deletes. Both dates start on
 * the last closed day, the one a shop cleaning up means most often.
 */
export function DeleteDataForm({ tglSystem }: { tglSystem: string }) {
  const lastClosed = tglSystem ? addDays(tglSystem, -1) : '';
  const [type, setType] = useState<DeleteType | undefined>();
  const [from, setFrom] = useState(lastClosed);
  const [to, setTo] = useState(lastClosed);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const fail = (text: string) => {
    setOutcome({ type: 'error', text });
    notifyError(text);
  };

  async function hapus() {
    setOutcome(null);
    if (!type) return fail(TEXTS.dataTools.typeBelumDipilih);
    const period = { tgl_from: from, tgl_to: to };
    const refusal = deletePeriodError(period, tglSystem);
    if (refusal) return fail(refusal);
    setBusy(true);
    try {
      const count = await hapusData(type, { ...period, konfirmasi: false });
      if (count.jumlah === 0) {
        setOutcome({ type: 'info', text: TEXTS.dataTools.tidakAdaDataHapus(type, from, to) });
        return;
      }
      const ok = await confirmDialog({
        title: TEXTS.dataTools.konfirmasiHapus(count.jumlah, type, from, to),
        content: count.rincian
          .filter((row) => row.jumlah > 0)
          .map((row) => `${row.nama}: ${row.jumlah}`)
          .join(', '),
        danger: true,
      });
      if (!ok) return;
      const deleted = await hapusData(type, { ...period, konfirmasi: true });
      const text = deleted.message ?? TEXTS.dataTools.berhasilHapus;
      setOutcome({ type: 'success', text });
      notifySuccess(text);
    } catch (error) {
      fail(errorText(error, TEXTS.dataTools.gagalKirim));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Type">
            <Select
              data-testid="delete-type"
              placeholder="Pilih Type"
              options={TYPE_OPTIONS}
              value={type}
              onChange={setType}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Dari Tanggal">
            <div data-testid="delete-dari">
              <DateInput
                value={from}
                onChange={(value) => {
                  if (!value) return;
                  setFrom(value);
                  if (to < value) setTo(value);
                }}
              />
            </div>
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Sampai Tanggal">
            <div data-testid="delete-sampai">
              <DateInput value={to} minDate={from} onChange={(value) => value && setTo(value)} />
            </div>
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" danger loading={busy} onClick={() => void hapus()} data-testid="hapus-data">
        Hapus Data
      </Button>
      {outcome && (
        <Alert
          style={{ marginTop: 16 }}
          type={outcome.type}
          title={outcome.text}
          showIcon
          data-testid="hapus-pesan"
        />
      )}
    </Form>
  );
}
