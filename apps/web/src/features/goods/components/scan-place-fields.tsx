import { masterResource } from '@toko/shared';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { RefSelect } from '../../../components/master-select/ref-select';
import { ScanBakiSelect } from './scan-baki-select';

const GUDANG = masterResource('gudang');

export interface GudangFormItemProps {
  /** The form field of the gudang, and of the baki that must be chosen again when it changes. */
  name: string;
  bakiName: string;
  label: string;
  'data-testid': string;
  /** Checks beyond "required" (e.g. a gudang the screen may not send goods to). */
  rules?: Rule[];
}

/** A required gudang chooser; choosing another gudang clears the tray chosen in the old one. */
export function GudangFormItem({ name, bakiName, label, rules = [], ...rest }: GudangFormItemProps) {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: `${label} Harus Diisi` }, ...rules]}
    >
      <RefSelect
        master={GUDANG}
        label={label}
        data-testid={rest['data-testid']}
        onChange={() => form.setFieldValue(bakiName, undefined)}
      />
    </Form.Item>
  );
}

export interface BakiFormItemProps {
  name: string;
  /** The form field holding the gudang whose trays are offered. */
  gudangName: string;
  label: string;
  'data-testid': string;
  /** Checks beyond "required" (e.g. a destination different from the source). */
  rules?: Rule[];
  onChange?: (value: string | undefined) => void;
}

/** A required tray chooser, offering the trays of the gudang chosen beside it. */
export function BakiFormItem({ name, gudangName, label, rules = [], onChange, ...rest }: BakiFormItemProps) {
  const form = Form.useFormInstance();
  const gudang = Form.useWatch(gudangName, form) as string | undefined;
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: `${label} Harus Diisi` }, ...rules]}
    >
      <ScanBakiSelect kodeGudang={gudang} data-testid={rest['data-testid']} onChange={onChange} />
    </Form.Item>
  );
}
