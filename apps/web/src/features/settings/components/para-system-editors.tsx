import { SaveOutlined } from '@ant-design/icons';
import { INDONESIAN_TIME_ZONES, isModuleOn, type ParaSystem } from '@toko/shared';
import { Button, Flex, Input, Select, Switch, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NumericInput } from '../../../components/form/numeric-input';
import { settingsQueryKeys } from '../api/settings-query-keys';
import { updateParaSystem } from '../api/update-para-system';
import { checkParaValue, numericInputOf, type ParaSystemRow } from '../para-system-rows';

function useParaSave(key: string) {
  return useSaveMutation<ParaSystem, string>({
    mutationFn: (value) => updateParaSystem(key, value),
    // The time zone lives on the shop: its settings page reads it too.
    invalidates: [settingsQueryKeys.paraSystem, settingsQueryKeys.shop],
  });
}

/** One parameter: its input by kind of value and its own 'Simpan'. */
export function ParameterEditor({ row }: { row: ParaSystemRow }) {
  const [text, setText] = useState(row.value);
  const [problem, setProblem] = useState<string>();
  const mutation = useParaSave(row.key);
  const kind = row.definition?.valueKind;
  const numeric = numericInputOf(kind);
  const testId = `para-input-${row.key}`;

  const change = (next: string) => {
    setText(next);
    // Once the field is touched, its error follows what is typed.
    const check = checkParaValue(row, next);
    setProblem('problem' in check ? check.problem : undefined);
  };

  const save = () => {
    const check = checkParaValue(row, text);
    if ('problem' in check) {
      setProblem(check.problem);
      return;
    }
    setProblem(undefined);
    mutation.mutate(check.value);
  };

  let input: ReactNode;
  if (kind === 'time-zone') {
    const known = INDONESIAN_TIME_ZONES.some((zone) => zone.value === text);
    input = (
      <Select
        value={text}
        onChange={change}
        options={[
          ...INDONESIAN_TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label })),
          ...(known ? [] : [{ value: text, label: text }]),
        ]}
        style={{ width: 240 }}
        data-testid={testId}
      />
    );
  } else if (numeric) {
    input = (
      <NumericInput
        {...numeric}
        value={text}
        onChange={(event) => change(event.target.value)}
        status={problem ? 'error' : undefined}
        style={{ width: 240 }}
        maxLength={12}
        aria-label={row.key}
        data-testid={testId}
      />
    );
  } else {
    input = (
      <Input
        value={text}
        onChange={(event) => change(event.target.value)}
        status={problem ? 'error' : undefined}
        style={{ width: 240 }}
        aria-label={row.key}
        data-testid={testId}
      />
    );
  }

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        {input}
        <Button
          icon={<SaveOutlined />}
          type={text !== row.value ? 'primary' : 'default'}
          disabled={text === row.value}
          loading={mutation.isPending}
          onClick={save}
          data-testid={`para-save-${row.key}`}
        >
          Simpan
        </Button>
      </Flex>
      {problem && (
        <Typography.Text type="danger" data-testid={`para-error-${row.key}`}>
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** One module flag: switching it saves at once. */
export function ModuleSwitch({ row }: { row: ParaSystemRow }) {
  const mutation = useParaSave(row.key);
  const on =
    mutation.isPending && mutation.variables !== undefined
      ? mutation.variables === 'true'
      : isModuleOn(row.value);
  return (
    <Switch
      checked={on}
      loading={mutation.isPending}
      checkedChildren="Aktif"
      unCheckedChildren="Tidak"
      onChange={(checked) => mutation.mutate(checked ? 'true' : 'false')}
      aria-label={row.key}
      data-testid={`para-switch-${row.key}`}
    />
  );
}
