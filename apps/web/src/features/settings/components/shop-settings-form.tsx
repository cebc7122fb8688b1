import { SaveOutlined } from '@ant-design/icons';
import {
  INDONESIAN_TIME_ZONES,
  type ShopSettings,
  type ShopSettingsUpdate,
  shopSettingsUpdateSchema,
} from '@toko/shared';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { InputEvent } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { filterTypedText } from '../../../components/form/filter-typed-text';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { zodRule } from '../../../components/form/zod-rule';
import { formatTanggal } from '../../../lib/format';
import { settingsQueryKeys } from '../api/settings-query-keys';
import { updateShopSettings } from '../api/update-shop-settings';

export const NEXT_SIGN_IN_NOTE = 'Nama toko yang baru tampil di header setelah masuk kembali.';

/** A phone number keeps digits, spaces, +, -, ( and ) (the shared schema's rule). */
export function onlyPhoneCharacters(text: string): string {
  return text.replace(/[^0-9+()\- ]/g, '');
}

const fields = shopSettingsUpdateSchema.shape;

/** The shop's name, address, phone and time zone; code and business date are shown only. */
export function ShopSettingsForm({ shop }: { shop: ShopSettings }) {
  const [form] = Form.useForm<ShopSettingsUpdate>();
  const mutation = useSaveMutation({
    mutationFn: (values: ShopSettingsUpdate) => updateShopSettings(shopSettingsUpdateSchema.parse(values)),
    // The time zone is also a row of Setting System.
    invalidates: [settingsQueryKeys.shop, settingsQueryKeys.paraSystem],
  });
  const zones = [
    ...INDONESIAN_TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label })),
    ...(INDONESIAN_TIME_ZONES.some((zone) => zone.value === shop.time_zone)
      ? []
      : [{ value: shop.time_zone, label: shop.time_zone }]),
  ];

  return (
    <NoEnterForm<ShopSettingsUpdate>
      form={form}
      name="setting-toko"
      layout="horizontal"
      labelCol={{ xs: 24, sm: 7 }}
      wrapperCol={{ xs: 24, sm: 17 }}
      autoComplete="off"
      initialValues={{
        nama_toko: shop.nama_toko,
        alamat_toko: shop.alamat_toko,
        telepon: shop.telepon,
        time_zone: shop.time_zone,
      }}
      onFinish={(values) => mutation.mutate(values)}
    >
      <Form.Item label="Kode Toko">
        <Input value={shop.kode_toko} readOnly variant="filled" data-testid="toko-kode" />
      </Form.Item>
      <Form.Item label="Tanggal System">
        <Input value={formatTanggal(shop.tgl_system)} readOnly variant="filled" data-testid="toko-tgl" />
      </Form.Item>
      <Form.Item
        name="nama_toko"
        label="Nama Toko"
        required
        rules={[zodRule(fields.nama_toko)]}
        extra={NEXT_SIGN_IN_NOTE}
      >
        <Input maxLength={100} data-testid="toko-nama" />
      </Form.Item>
      <Form.Item name="alamat_toko" label="Alamat Toko" rules={[zodRule(fields.alamat_toko)]}>
        <Input.TextArea rows={3} maxLength={300} showCount data-testid="toko-alamat" />
      </Form.Item>
      <Form.Item name="telepon" label="Telepon" rules={[zodRule(fields.telepon)]}>
        <Input
          maxLength={30}
          inputMode="tel"
          onInput={(event: InputEvent<HTMLInputElement>) => filterTypedText(event, onlyPhoneCharacters)}
          data-testid="toko-telepon"
        />
      </Form.Item>
      <Form.Item
        name="time_zone"
        label="Zona Waktu"
        required
        rules={[zodRule(fields.time_zone)]}
        extra="Menentukan kapan tanggal toko berganti hari."
      >
        <Select options={zones} placeholder="Pilih Zona Waktu" data-testid="toko-time-zone" />
      </Form.Item>
      {mutation.isError && (
        <Form.Item wrapperCol={{ xs: 24, sm: { offset: 7, span: 17 } }}>
          <Alert type="warning" showIcon title="Perubahan belum tersimpan." />
        </Form.Item>
      )}
      <Form.Item wrapperCol={{ xs: 24, sm: { offset: 7, span: 17 } }} style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={mutation.isPending}
          data-testid="toko-save"
        >
          Simpan
        </Button>
      </Form.Item>
    </NoEnterForm>
  );
}
