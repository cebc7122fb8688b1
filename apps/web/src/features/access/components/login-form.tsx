import { LockOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { loginRequestSchema } from '@toko/shared';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText, messageOf } from '../../../lib/api-client';
import { startSession } from '../../../lib/storage';
import { useShopOptions } from '../api/get-shop-options';
import { useLogin } from '../api/login';

interface LoginFields {
  kode_toko: string;
  user_id: string;
  password: string;
}

const LAST_SHOP_KEY = 'last_kode_toko';
const SHOPS_UNAVAILABLE = 'Daftar toko tidak dapat dimuat';

function schemaRule(field: keyof LoginFields): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = loginRequestSchema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** Only Enter in the password field submits; elsewhere it must not send a half-filled form. */
function keepEnterToPassword(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.getAttribute('data-testid') !== 'login-password') {
    event.preventDefault();
  }
}

export function LoginForm() {
  const [form] = Form.useForm<LoginFields>();
  const navigate = useNavigate();
  const shops = useShopOptions();
  const mutation = useLogin();

  const submit = async (values: LoginFields) => {
    try {
      const session = await mutation.mutateAsync(values);
      localStorage.setItem(LAST_SHOP_KEY, values.kode_toko);
      startSession(session);
      navigate('/dashboard', { replace: true });
    } catch {
      form.setFieldValue('password', '');
    }
  };

  const shopOptions = (shops.data ?? []).map((shop) => ({
    value: shop.kode_toko,
    label: `${shop.kode_toko} - ${shop.nama_toko}`,
  }));
  const lastShop = localStorage.getItem(LAST_SHOP_KEY) ?? undefined;

  return (
    <Form<LoginFields>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onKeyDown={keepEnterToPassword}
      initialValues={{ kode_toko: lastShop }}
    >
      <Form.Item name="kode_toko" label="Toko" rules={[schemaRule('kode_toko')]}>
        <Select
          data-testid="login-shop"
          placeholder="Pilih toko"
          options={shopOptions}
          loading={shops.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          prefix={<ShopOutlined />}
        />
      </Form.Item>
      <Form.Item
        name="user_id"
        label="User ID"
        rules={[schemaRule('user_id')]}
        normalize={(value: string | undefined) => value?.toUpperCase()}
      >
        <Input
          data-testid="login-user"
          prefix={<UserOutlined />}
          autoComplete="username"
          autoCapitalize="characters"
        />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[schemaRule('password')]}>
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
        />
      </Form.Item>
      {shops.isError && (
        <Alert
          type="warning"
          showIcon
          title={errorText(shops.error, SHOPS_UNAVAILABLE)}
          style={{ marginBottom: 16 }}
        />
      )}
      {mutation.isError && (
        <Alert
          type="error"
          showIcon
          title={messageOf(mutation.error)}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <Button type="primary" htmlType="submit" block loading={mutation.isPending} data-testid="login-submit">
        Login
      </Button>
    </Form>
  );
}
