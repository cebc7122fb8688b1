import { SaveOutlined } from '@ant-design/icons';
import { type NotaSetting, notaSettingSchema, SLIP_DUPLICATE_FLAGS } from '@toko/shared';
import { Alert, Button, Form, Input, Switch } from 'antd';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { zodRule } from '../../../components/form/zod-rule';
import { settingsQueryKeys } from '../api/settings-query-keys';
import { updateNotaSetting } from '../api/update-nota-setting';
import { notaSettingBody, slipsSharingDuplicate } from '../nota-setting-body';

export const DUPLICATE_LABEL = 'Cetak 2 rangkap (customer dan internal)';

type NotaTexts = Pick<NotaSetting, 'header' | 'footer' | 'syarat_ketentuan' | 'duplicate'>;

/** The printed texts of one slip type and whether it prints in two copies. */
export function NotaTextsForm({ setting }: { setting: NotaSetting }) {
  const [form] = Form.useForm<NotaTexts>();
  const mutation = useSaveMutation({
    mutationFn: (texts: NotaTexts) => updateNotaSetting(setting.slip_type, notaSettingBody(setting, texts)),
    // The duplicate flag is a module flag: Setting System shows it too.
    invalidates: [settingsQueryKeys.notaSettings, settingsQueryKeys.paraSystem],
  });
  const sharing = slipsSharingDuplicate(setting.slip_type);
  const testId = (field: string) => `nota-${field}-${setting.slip_type}`;

  return (
    <NoEnterForm<NotaTexts>
      form={form}
      name={`nota-texts-${setting.slip_type}`}
      layout="vertical"
      autoComplete="off"
      initialValues={{
        header: setting.header,
        footer: setting.footer,
        syarat_ketentuan: setting.syarat_ketentuan,
        duplicate: setting.duplicate,
      }}
      onFinish={(values) => mutation.mutate(values)}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="header"
        label="Header"
        extra="Dicetak di atas nota, di bawah nama toko."
        rules={[zodRule(notaSettingSchema.shape.header)]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid={testId('header')} />
      </Form.Item>
      <Form.Item
        name="footer"
        label="Footer"
        extra="Dicetak di bagian bawah nota."
        rules={[zodRule(notaSettingSchema.shape.footer)]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid={testId('footer')} />
      </Form.Item>
      <Form.Item
        name="syarat_ketentuan"
        label="Syarat dan Ketentuan"
        rules={[zodRule(notaSettingSchema.shape.syarat_ketentuan)]}
      >
        <Input.TextArea rows={5} maxLength={2000} showCount data-testid={testId('syarat_ketentuan')} />
      </Form.Item>
      <Form.Item
        name="duplicate"
        label={DUPLICATE_LABEL}
        valuePropName="checked"
        extra={`Modul ${SLIP_DUPLICATE_FLAGS[setting.slip_type]}${
          sharing.length > 0 ? `, berlaku juga untuk ${sharing.join(', ')}` : ''
        }.`}
      >
        <Switch checkedChildren="Ya" unCheckedChildren="Tidak" data-testid={testId('duplicate')} />
      </Form.Item>
      {mutation.isError && (
        <Alert type="warning" showIcon title="Perubahan belum tersimpan." style={{ marginBottom: 16 }} />
      )}
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={mutation.isPending}
        data-testid={testId('save')}
      >
        Simpan
      </Button>
    </NoEnterForm>
  );
}
