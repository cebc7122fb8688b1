import { SaveOutlined } from '@ant-design/icons';
import { masterResource } from '@toko/shared';
import { Alert, Button, Divider, Flex, Form } from 'antd';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { type TambahBarangResult, tambahBarang } from '../api/tambah-barang';
import {
  type BarangLine,
  checkLines,
  followGroup,
  groupDefaults,
  type LinePlace,
  newLine,
  withoutBlankLines,
} from '../components/barang-lines';
import { BarangLinesEditor } from '../components/barang-lines-editor';
import { BarangPlaceFields } from '../components/barang-place-fields';
import { BarangProblems } from '../components/barang-problems';
import { BarangSavedResult } from '../components/barang-saved-result';

const GROUP = masterResource('group');

/** Tambah Data Barang: new pieces into one tray, each with a new barcode, labels printed after. */
export function TambahDataBarangPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<LinePlace>();
  const place = Form.useWatch([], form) as LinePlace | undefined;
  const { data: groups = [] } = useMasterActive(GROUP);
  const [lines, setLines] = useState<BarangLine[]>(() => [newLine()]);
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  const [result, setResult] = useState<TambahBarangResult>();
  const resultRef = useRef<HTMLDivElement>(null);

  const group = groups.find((record) => record.kode_group === place?.kode_group);
  const defaults = { ...place, ...groupDefaults(group) };
  const toSave = withoutBlankLines(lines);
  // Problems show from the first save attempt on, and follow the typing from then.
  const check = checkLines(toSave, groups, place ?? {});

  const mutation = useSaveMutation({
    mutationFn: tambahBarang,
    invalidates: [goodsQueryKeys.barang],
    onSuccess: (data) => {
      setResult(data);
      setChecked(false);
      setServerProblem(undefined);
      setLines([newLine(defaults)]);
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
  });

  const save = () => {
    setChecked(true);
    setServerProblem(undefined);
    if (check.problems.length > 0) return;
    mutation.mutate(check.items, { onError: (error) => setServerProblem(apiErrorMessage(error)) });
  };

  return (
    <PageCard title={meta?.title ?? 'Tambah Data Barang'}>
      <div ref={resultRef}>
        {result && <BarangSavedResult numberLabel="No Ref" number={result.no_ref} items={result.items} />}
        {result && <Divider />}
      </div>
      <NoEnterForm<LinePlace>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        onFinishFailed={() => setChecked(true)}
      >
        <BarangPlaceFields
          onGroupChange={(kodeGroup) =>
            setLines((current) =>
              followGroup(
                current,
                group,
                groups.find((record) => record.kode_group === kodeGroup),
              ),
            )
          }
        />
        <BarangLinesEditor
          lines={lines}
          setLines={setLines}
          errors={checked ? check.errors : undefined}
          defaults={defaults}
          disabled={mutation.isPending}
        />
        <BarangProblems problems={checked ? check.problems : []} serverProblem={serverProblem} />
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={mutation.isPending}
            data-testid="simpan"
          >
            Simpan
          </Button>
        </Flex>
      </NoEnterForm>
      {!result && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title="Barcode dibuat otomatis saat disimpan; label bisa langsung dicetak sesudahnya. Barang pesanan customer: isi No Pesanan di Detail barisnya."
        />
      )}
    </PageCard>
  );
}
