import { SaveOutlined } from '@ant-design/icons';
import {
  type NotaSetting,
  notaSettingSchema,
  PAPER_LABELS,
  PAPER_SIZES,
  PLATFORMS,
  SLIP_LABELS,
  TEXTS,
} from '@toko/shared';
import { Button, Card, Form, Select, Switch } from 'antd';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { zodRule } from '../../../components/form/zod-rule';
import { settingsQueryKeys } from '../api/settings-query-keys';
import { updateNotaSetting } from '../api/update-nota-setting';
import { notaSettingBody } from '../nota-setting-body';

export const PLATFORM_LABELS: Record<(typeof PLATFORMS)[number], string> = {
  DESKTOP: 'Desktop',
  MOBILE: 'Mobile',
};

type PrinterFields = {
  paper?: NotaSetting['paper'];
  platform?: NotaSetting['platform'];
  auto_cut: boolean;
};

const paperOptions = PAPER_SIZES.map((paper) => ({ value: paper, label: PAPER_LABELS[paper] }));
const platformOptions = PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_LABELS[platform] }));

/** How one slip type prints: paper, the platform it prints from, and the cutter. */
export function NotaPrinterForm({ setting }: { setting: NotaSetting }) {
  const mutation = useSaveMutation({
    mutationFn: (fields: Required<PrinterFields>) =>
      updateNotaSetting(setting.slip_type, notaSettingBody(setting, fields)),
    invalidates: [settingsQueryKeys.notaSettings],
  });
  const testId = (field: string) => `printer-${field}-${setting.slip_type}`;

  return (
    <Card size="small" title={SLIP_LABELS[setting.slip_type]} data-testid={testId('card')}>
      <NoEnterForm<PrinterFields>
        name={`nota-printer-${setting.slip_type}`}
        layout="horizontal"
        labelCol={{ span: 9 }}
        wrapperCol={{ span: 15 }}
        autoComplete="off"
        initialValues={{ paper: setting.paper, platform: setting.platform, auto_cut: setting.auto_cut }}
        onFinish={(values) => mutation.mutate(values as Required<PrinterFields>)}
      >
        <Form.Item
          name="paper"
          label="Ukuran Kertas"
          required
          rules={[zodRule(notaSettingSchema.shape.paper)]}
        >
          <Select placeholder={TEXTS.selectPrompt} options={paperOptions} data-testid={testId('paper')} />
        </Form.Item>
        <Form.Item
          name="platform"
          label="Platform"
          required
          rules={[zodRule(notaSettingSchema.shape.platform)]}
        >
          <Select
            allowClear
            placeholder={TEXTS.selectPrompt}
            options={platformOptions}
            data-testid={testId('platform')}
          />
        </Form.Item>
        <Form.Item name="auto_cut" label="Potong Otomatis" valuePropName="checked">
          <Switch checkedChildren="Ya" unCheckedChildren="Tidak" data-testid={testId('auto_cut')} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 9, span: 15 }} style={{ marginBottom: 0 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={mutation.isPending}
            data-testid={testId('save')}
          >
            Simpan
          </Button>
        </Form.Item>
      </NoEnterForm>
    </Card>
  );
}
