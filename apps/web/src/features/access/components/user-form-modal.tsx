import { createUserSchema, TEXTS, type UpdateUser, type UserListItem, updateUserSchema } from '@toko/shared';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { useId } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { zodRule } from '../../../components/form/zod-rule';
import { createUser } from '../api/create-user';
import { updateUser } from '../api/update-user';
import { usersQueryKeys } from '../api/users-query-keys';
import { assignableLevels, levelLabel } from '../user-levels';
import { confirmPasswordRule } from '../zod-rule';

export const SAVE_TEXT = 'Simpan';

interface UserFormValues {
  user_id: string;
  user_name: string;
  level?: string;
  password?: string;
  confirm_password?: string;
  status_aktif: boolean;
}

export interface UserFormModalProps {
  open: boolean;
  /** The user to edit; absent when adding. */
  user?: UserListItem;
  /** Changes on every opening, so each one starts from a fresh form. */
  session: number;
  /** The signed-in user: levels above theirs are not offered, and they cannot demote themselves. */
  own: { user_id: string; level: string };
  onClose: () => void;
}

/** Add a user (with a first password) or edit one (name, level, active). */
export function UserFormModal({ open, user, session, own, onClose }: UserFormModalProps) {
  const formId = useId();
  const mutation = useSaveMutation<UserListItem, UserFormValues>({
    mutationFn: (values) => {
      if (!user) {
        return createUser(
          createUserSchema.parse({
            user_id: values.user_id,
            user_name: values.user_name,
            level: values.level,
            password: values.password,
          }),
        );
      }
      const body: UpdateUser = updateUserSchema.parse({
        user_name: values.user_name,
        level: values.level,
        status_aktif: values.status_aktif,
      });
      return updateUser(user.id, body);
    },
    invalidates: [usersQueryKeys.all],
    onSuccess: onClose,
  });
  return (
    <Modal
      open={open}
      title={user ? 'Edit User' : 'Tambah User'}
      okText={SAVE_TEXT}
      cancelText={TEXTS.cancel}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: mutation.isPending }}
      onCancel={onClose}
      mask={{ closable: false }}
      width={560}
      destroyOnHidden
    >
      <UserForm
        key={session}
        id={formId}
        user={user}
        own={own}
        onSubmit={(values) => mutation.mutate(values)}
      />
    </Modal>
  );
}

interface UserFormProps {
  id: string;
  user?: UserListItem;
  own: { user_id: string; level: string };
  onSubmit: (values: UserFormValues) => void;
}

function UserForm({ id, user, own, onSubmit }: UserFormProps) {
  const [form] = Form.useForm<UserFormValues>();
  const isSelf = user?.user_id === own.user_id;
  const levels = assignableLevels(own.level);
  // An account whose level is not one the user may give still shows it (and keeps it).
  const levelOptions = [
    ...(user && !levels.some((level) => level === user.level) ? [user.level] : []),
    ...levels,
  ].map((level) => ({ value: level, label: levelLabel(level) }));

  return (
    <NoEnterForm<UserFormValues>
      id={id}
      name="user"
      form={form}
      layout="horizontal"
      labelCol={{ span: 8 }}
      wrapperCol={{ span: 16 }}
      style={{ marginTop: 24 }}
      autoComplete="off"
      initialValues={{
        user_id: user?.user_id ?? '',
        user_name: user?.user_name ?? '',
        level: user?.level,
        status_aktif: user?.status_aktif ?? true,
      }}
      onFinish={() => onSubmit(form.getFieldsValue(true))}
    >
      <Form.Item
        name="user_id"
        label="User ID"
        required={!user}
        rules={user ? [] : [zodRule(createUserSchema.shape.user_id)]}
      >
        <UpperCaseInput
          readOnly={Boolean(user)}
          variant={user ? 'filled' : undefined}
          maxLength={30}
          data-testid="user-field-user_id"
        />
      </Form.Item>
      <Form.Item
        name="user_name"
        label="Nama User"
        required
        rules={[zodRule(createUserSchema.shape.user_name)]}
      >
        <Input maxLength={100} data-testid="user-field-user_name" />
      </Form.Item>
      <Form.Item
        name="level"
        label="Level"
        required
        rules={[zodRule(createUserSchema.shape.level)]}
        extra={isSelf ? 'Level akun Anda sendiri tidak dapat diubah.' : undefined}
      >
        <Select
          placeholder="Pilih Level"
          options={levelOptions}
          disabled={isSelf}
          data-testid="user-field-level"
        />
      </Form.Item>
      {user ? (
        <Form.Item
          name="status_aktif"
          label="Aktif"
          valuePropName="checked"
          extra={
            isSelf
              ? 'Akun Anda sendiri tidak dapat dinonaktifkan.'
              : 'User nonaktif tidak dapat masuk; sesi yang sedang berjalan diakhiri.'
          }
        >
          <Switch
            checkedChildren="Ya"
            unCheckedChildren="Tidak"
            disabled={isSelf}
            data-testid="user-field-status_aktif"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="password"
            label="Password"
            required
            rules={[zodRule(createUserSchema.shape.password)]}
          >
            <Input.Password autoComplete="new-password" data-testid="user-field-password" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label="Konfirmasi Password"
            required
            dependencies={['password']}
            rules={[confirmPasswordRule('password')]}
          >
            <Input.Password autoComplete="new-password" data-testid="user-field-confirm_password" />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 8 }}
            title="User baru wajib mengganti password ini saat pertama kali masuk."
          />
        </>
      )}
    </NoEnterForm>
  );
}
