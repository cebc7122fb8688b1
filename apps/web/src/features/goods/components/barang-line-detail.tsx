import { Flex, Typography } from 'antd';
import { BarangAtributEditor } from './barang-atribut-editor';
import { type BarangLineCellProps, BarangLineDecimalInput, BarangLineTextInput } from './barang-line-inputs';
import { type LineErrors, noPesananOf } from './barang-lines';
import { PesananBarangInfo } from './pesanan-barang-info';

/** What a line keeps under its row, opened with Detail: codes, the plastic's weight, the order and the stones. */
export function BarangLineDetail({
  edit,
  line,
  index,
  errors,
}: BarangLineCellProps & { errors: LineErrors | undefined }) {
  return (
    <Flex vertical gap={12} style={{ paddingLeft: 36 }}>
      <Flex gap={12} wrap>
        <div style={{ width: 200 }}>
          <Typography.Text type="secondary">Kode Barang</Typography.Text>
          <BarangLineTextInput edit={edit} line={line} index={index} field="kode_barang" maxLength={30} />
        </div>
        <div style={{ width: 140 }}>
          <Typography.Text type="secondary">Berat Plastik (gr)</Typography.Text>
          <BarangLineDecimalInput
            edit={edit}
            line={line}
            index={index}
            field="berat_plastik"
            maxDecimals={3}
          />
        </div>
        <div style={{ width: 220 }}>
          <Typography.Text type="secondary">No Pesanan</Typography.Text>
          <BarangLineTextInput edit={edit} line={line} index={index} field="no_pesanan" maxLength={30} />
        </div>
      </Flex>
      <div style={{ maxWidth: 720 }}>
        <PesananBarangInfo noPesanan={noPesananOf(line)} data-testid={`line-${index}-pesanan-info`} />
      </div>
      <BarangAtributEditor
        line={line}
        index={index}
        errors={errors}
        onChange={(atribut) => edit.update(line.key, { atribut })}
      />
    </Flex>
  );
}
