import { InboxOutlined } from '@ant-design/icons';
import { masterResource } from '@toko/shared';
import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { RefSelect } from '../../../components/master-select/ref-select';
import { BarangBakiFilter } from './barang-baki-filter';
import filterStyles from './barang-filters.module.css';

const GUDANG = masterResource('gudang');

export interface CetakBakiPickerProps {
  loading: boolean;
  onTake: (gudang: string | undefined, baki: string | undefined) => void;
}

/** Beside the scan: a gudang and a tray, whose pieces all join the labels to print. */
export function CetakBakiPicker({ loading, onTake }: CetakBakiPickerProps) {
  const [gudang, setGudang] = useState<string>();
  const [baki, setBaki] = useState<string>();
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Atau ambil semua barang dari baki" style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap className={filterStyles.filter}>
          <div style={{ minWidth: 160, flex: 1 }}>
            <RefSelect
              master={GUDANG}
              label="Gudang"
              value={gudang}
              onChange={(value) => {
                setGudang(value);
                setBaki(undefined);
              }}
              data-testid="ambil-gudang"
            />
          </div>
          <div style={{ minWidth: 160, flex: 1 }}>
            <BarangBakiFilter kodeGudang={gudang} value={baki} onChange={setBaki} data-testid="ambil-baki" />
          </div>
          <Button
            icon={<InboxOutlined />}
            onClick={() => onTake(gudang, baki)}
            loading={loading}
            disabled={!gudang || !baki}
            data-testid="ambil-baki-button"
          >
            Ambil
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
