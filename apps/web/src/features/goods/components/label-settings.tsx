import { Flex, Form, InputNumber, Radio, Select, Typography } from 'antd';
import { useCallback, useState } from 'react';
import {
  LABEL_PRESETS,
  LABEL_SIZE_LIMITS,
  type LabelSettings,
  labelSizeProblem,
  loadLabelSettings,
  presetOf,
  saveLabelSettings,
} from './label-layout';

const CUSTOM = 'custom';

/** The label settings of this computer, remembered for the next time. */
export function useLabelSettings(): [LabelSettings, (next: LabelSettings) => void] {
  const [settings, setSettings] = useState(loadLabelSettings);
  const change = useCallback((next: LabelSettings) => {
    setSettings(next);
    saveLabelSettings(next);
  }, []);
  return [settings, change];
}

export interface LabelSettingsFormProps {
  value: LabelSettings;
  onChange: (next: LabelSettings) => void;
}

/** Barcode type and label size (a preset or the roll's own width x height in mm). */
export function LabelSettingsForm({ value, onChange }: LabelSettingsFormProps) {
  const preset = presetOf(value);
  const [custom, setCustom] = useState(!preset);
  // Custom sizes are kept as typed; only a printable size reaches the labels.
  const [draft, setDraft] = useState({ width: value.width, height: value.height });
  const problem = custom ? labelSizeProblem(draft) : undefined;

  const setSize = (width: number | null, height: number | null) => {
    const next = { width: width ?? Number.NaN, height: height ?? Number.NaN };
    setDraft(next);
    if (!labelSizeProblem(next)) onChange({ ...value, ...next });
  };

  return (
    <Flex wrap gap={16} align="flex-start">
      <Form.Item label="Jenis Barcode" style={{ marginBottom: 8 }}>
        <Radio.Group
          data-testid="label-format"
          optionType="button"
          value={value.format}
          onChange={(event) => onChange({ ...value, format: event.target.value })}
          options={[
            { value: 'CODE128', label: 'Barcode (CODE128)' },
            { value: 'QR', label: 'QR Code' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Ukuran Label" style={{ marginBottom: 8 }}>
        <Select
          data-testid="label-size"
          style={{ width: 160 }}
          value={custom ? CUSTOM : `${value.width}x${value.height}`}
          onChange={(key: string) => {
            if (key === CUSTOM) {
              setCustom(true);
              setDraft({ width: value.width, height: value.height });
              return;
            }
            const chosen = LABEL_PRESETS.find((item) => `${item.width}x${item.height}` === key);
            if (!chosen) return;
            setCustom(false);
            setDraft({ width: chosen.width, height: chosen.height });
            onChange({ ...value, width: chosen.width, height: chosen.height });
          }}
          options={[
            ...LABEL_PRESETS.map((item) => ({ value: `${item.width}x${item.height}`, label: item.label })),
            { value: CUSTOM, label: 'Ukuran Lain...' },
          ]}
        />
      </Form.Item>
      {custom && (
        <Form.Item
          label="Lebar x Tinggi (mm)"
          style={{ marginBottom: 8 }}
          validateStatus={problem ? 'error' : undefined}
          help={problem}
        >
          <Flex gap={8} align="center">
            <InputNumber
              data-testid="label-width"
              aria-label="Lebar Label (mm)"
              min={LABEL_SIZE_LIMITS.min}
              max={LABEL_SIZE_LIMITS.max}
              precision={0}
              value={Number.isFinite(draft.width) ? draft.width : null}
              onChange={(width) => setSize(width, draft.height)}
              style={{ width: 80 }}
            />
            <Typography.Text>x</Typography.Text>
            <InputNumber
              data-testid="label-height"
              aria-label="Tinggi Label (mm)"
              min={LABEL_SIZE_LIMITS.min}
              max={LABEL_SIZE_LIMITS.max}
              precision={0}
              value={Number.isFinite(draft.height) ? draft.height : null}
              onChange={(height) => setSize(draft.width, height)}
              style={{ width: 80 }}
            />
          </Flex>
        </Form.Item>
      )}
    </Flex>
  );
}
