import { LockOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { type loginRequestSchema, type ShopOption, TEXTS } from '@toko/shared';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText, messageOf } from '../../../lib/api-client';
import { startSession } from '../../../lib/storage';
import { getShopOptions } from '../api/get-shop-options';
import { login } from '../api/login';

interface LoginFields {
  kode_toko: string;
  user_id: string;
  password: string;
}

const LAST_SHOP_KEY = 'last_kode_toko';
const SHOPS_UNAVAILABLE = 'Daftar toko tidak dapat dimuat';

/**
 * The shared request schema, the rule the server applies, fetched at the form's first check:
 * zod is not part of the sign-in page's first download. Every later check finds it loaded; a
 * fetch that failed is tried again at the next check.
 */
let loginSchema: Promise<typeof loginRequestSchema> | undefined;

function loadLoginSchema(): Promise<typeof loginRequestSchema> {
  loginSchema ??= import('@toko/shared/auth/auth.schemas').then(
    (module) => module.loginRequestSchema,
    () => {
      loginSchema = undefined;
      throw new Error(TEXTS.connectionProblem);
    },
  );
  return loginSchema;
}

function schemaRule(field: keyof LoginFields): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = (await loadLoginSchema()).shape[field].safeParse(value ?? '');
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

/**
 * The shops to choose from, asked for once when the form shows. Plain state rather than
 * react-query, which loads with the shell: the sign-in page is the first download.
 */
function useShopOptions() {
  const [shops, setShops] = useState<{
    data?: ShopOption[];
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
  }>({ isLoading: true, isError: false });
  useEffect(() => {
    let current = true;
    getShopOptions().then(
      (data) => current && setShops({ data, isLoading: false, isError: false }),
      (error: unknown) => current && setShops({ isLoading: false, isError: true, error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return shops;
}

export function LoginForm() {
  const [form] = Form.useForm<LoginFields>();
  const navigate = useNavigate();
  const shops = useShopOptions();
  const [pending, setPending] = useState(false);
  // The last attempt's refusal, cleared when the next one starts.
  const [loginError, setLoginError] = useState<{ error: unknown }>();

  const submit = async (values: LoginFields) => {
    setPending(true);
    setLoginError(undefined);
    try {
      const session = await login(values);
      localStorage.setItem(LAST_SHOP_KEY, values.kode_toko);
      startSession(session);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setLoginError({ error });
      form.setFieldValue('password', '');
    } finally {
      setPending(false);
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
      {loginError && (
        <Alert
          type="error"
          showIcon
          title={messageOf(loginError.error)}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
        Login
      </Button>
    </Form>
  );
}
