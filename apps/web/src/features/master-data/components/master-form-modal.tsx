import { type MasterField, type MasterRecord, type MasterResource, TEXTS } from '@toko/shared';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { DateInput } from '../../../components/form/date-input';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { NumericInput } from '../../../components/form/numeric-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { masterQueryKeys } from '../../../components/master-select/master-query-keys';
import { RefSelect } from '../../../components/master-select/ref-select';
import { formatRupiah } from '../../../lib/format';
import { createMasterRecord } from '../api/create-master-record';
import { updateMasterRecord } from '../api/update-master-record';
import { isFieldRequired, isFieldShown } from './master-field-visibility';
import {
  checkMasterForm,
  fieldProblem,
  initialFormValues,
  type MasterFormValues,
  masterInputOf,
} from './master-form-values';

export const SAVE_TEXT = 'Simpan';
export const STATUS_LABEL = 'Aktif';

export interface MasterFormModalProps {
  entry: MasterResource;
  open: boolean;
  /** The record to edit; absent when adding. */
  record?: MasterRecord;
  /** Changes on every opening, so each one starts from a fresh form. */
  session: number;
  onClose: () => void;
  /** Shown below the form (MasterPage's renderFormExtra). */
  extra?: ReactNode;
}

/** Add or edit one record of a master, with the server's own rules checked as the user types. */
export function MasterFormModal({ entry, open, record, session, onClose, extra }: MasterFormModalProps) {
  const formId = useId();
  const mutation = useSaveMutation<MasterRecord, Record<string, unknown>>({
    mutationFn: (body) =>
      record ? updateMasterRecord(entry, record.id, body) : createMasterRecord(entry, body),
    invalidates: [masterQueryKeys.all(entry)],
    onSuccess: onClose,
  });
  return (
    <Modal
      open={open}
      title={`${record ? 'Edit' : 'Tambah'} ${entry.noun}`}
      okText={SAVE_TEXT}
      cancelText={TEXTS.cancel}
      // The form's own submit: the OK button submits it, Enter in its inputs does not.
      okButtonProps={{ htmlType: 'submit', form: formId, loading: mutation.isPending }}
      onCancel={onClose}
      mask={{ closable: false }}
      width={600}
      destroyOnHidden
    >
      <MasterForm
        key={session}
        id={formId}
        entry={entry}
        record={record}
        onSubmit={(body) => mutation.mutate(body)}
      />
      {extra}
    </Modal>
  );
}

interface MasterFormProps {
  id: string;
  entry: MasterResource;
  record?: MasterRecord;
  onSubmit: (body: Record<string, unknown>) => void;
}

function MasterForm({ id, entry, record, onSubmit }: MasterFormProps) {
  const [form] = Form.useForm<MasterFormValues>();
  const [initialValues] = useState(() => initialFormValues(entry, record));
  const [problem, setProblem] = useState<string>();
  const values = Form.useWatch((all: MasterFormValues) => all, { form, preserve: true }) ?? initialValues;

  // Whatever antd's own pass found, the whole schema decides, with the server's messages.
  const submit = () => {
    const check = checkMasterForm(entry, form.getFieldsValue(true));
    if (check.ok) {
      setProblem(undefined);
      onSubmit(check.body);
      return;
    }
    form.setFields(
      entry.fields.map((field) => {
        const message = check.fieldErrors[field.name];
        return { name: field.name, errors: message ? [message] : [] };
      }),
    );
    setProblem(check.problem);
  };

  return (
    <NoEnterForm<MasterFormValues>
      id={id}
      name="master"
      form={form}
      layout="horizontal"
      labelCol={{ span: 9 }}
      wrapperCol={{ span: 15 }}
      labelWrap
      style={{ marginTop: 24 }}
      autoComplete="off"
      initialValues={initialValues}
      onFinish={submit}
      onFinishFailed={submit}
      onValuesChange={() => setProblem(undefined)}
    >
      {entry.fields
        .filter((field) => isFieldShown(entry, field.name, values))
        .map((field) => (
          <MasterFieldItem
            key={field.name}
            entry={entry}
            field={field}
            readOnly={Boolean(record) && field.name === entry.codeField}
            value={values[field.name]}
          />
        ))}
      {entry.hasStatus && (
        <Form.Item name="status_aktif" label={STATUS_LABEL} valuePropName="checked">
          <Switch checkedChildren="Ya" unCheckedChildren="Tidak" data-testid="master-field-status_aktif" />
        </Form.Item>
      )}
      {problem && <Alert type="error" showIcon title={problem} data-testid="master-form-problem" />}
    </NoEnterForm>
  );
}

interface MasterFieldItemProps {
  entry: MasterResource;
  field: MasterField;
  readOnly: boolean;
  /** The field's current value (for the rupiah read-back under the input). */
  value: unknown;
}

function MasterFieldItem({ entry, field, readOnly, value }: MasterFieldItemProps) {
  const rupiahReadBack =
    field.kind === 'rupiah' && value !== '' && value !== undefined && Number.isFinite(Number(value))
      ? formatRupiah(Number(value))
      : undefined;
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      required={isFieldRequired(entry, field)}
      valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
      extra={rupiahReadBack}
      rules={[
        ({ getFieldsValue }) => ({
          validator: async () => {
            const message = fieldProblem(entry, field.name, getFieldsValue(true));
            if (message) throw new Error(message);
          },
        }),
      ]}
    >
      {control(field, readOnly)}
    </Form.Item>
  );
}

/** Longest text the write schema accepts, so the input stops there instead of the server refusing it. */
const TEXT_LIMIT = { code: 20, text: 100 } as const;

/** The input for the field's kind; Form.Item gives it the value and onChange. */
function control(field: MasterField, readOnly: boolean) {
  const input = masterInputOf(field);
  const testId = `master-field-${field.name}`;
  switch (input.type) {
    case 'upper-case':
    case 'text': {
      const maxLength = field.maxLength ?? (field.kind === 'code' ? TEXT_LIMIT.code : TEXT_LIMIT.text);
      return input.type === 'text' ? (
        <Input maxLength={maxLength} data-testid={testId} />
      ) : (
        <UpperCaseInput
          readOnly={readOnly}
          variant={readOnly ? 'filled' : undefined}
          maxLength={maxLength}
          data-testid={testId}
        />
      );
    }
    case 'numeric':
      return (
        <NumericInput
          mode={input.mode}
          maxDecimals={input.maxDecimals}
          prefix={input.prefix}
          suffix={input.suffix}
          data-testid={testId}
        />
      );
    case 'switch':
      return <Switch checkedChildren="Ya" unCheckedChildren="Tidak" data-testid={testId} />;
    case 'select':
      return (
        <Select
          placeholder={`Pilih ${field.label}`}
          options={input.options.map((option) => ({ value: option, label: option }))}
          data-testid={testId}
        />
      );
    case 'ref':
      return (
        <RefSelect
          master={input.master}
          label={field.label}
          allowClear={!field.required}
          data-testid={testId}
        />
      );
    case 'date':
      return <DateInput />;
  }
}
