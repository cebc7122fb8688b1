import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@toko/shared';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../lib/storage';
import { DateInput, type DateInputProps } from './date-input';

/** The shop's day, when a test sets it apart from the browser's. */
const shop = vi.hoisted(() => ({ today: undefined as string | undefined }));
vi.mock('../../lib/shop-time', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/shop-time')>();
  return { ...real, shopToday: () => shop.today ?? real.shopToday() };
});

function openPopup(): HTMLElement {
  const element = document.querySelector<HTMLElement>(
    '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
  );
  if (!element) throw new Error('picker popup not open');
  return element;
}

function cell(date: string): HTMLElement {
  const element = openPopup().querySelector<HTMLElement>(`td[title="${date}"]`);
  if (!element) throw new Error(`no cell ${date}`);
  return element;
}

async function chooseOption(label: 'Bulan' | 'Tahun', option: string) {
  const select = screen.getByLabelText(label).closest<HTMLElement>('.ant-select');
  if (!select) throw new Error(`no ${label} select`);
  await userEvent.click(select);
  const item = openPopup().querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
  if (!item) throw new Error(`no option ${option}`);
  await userEvent.click(item);
}

/** A DateInput that keeps its value, as a form would. */
function Harness(props: DateInputProps & { onPicked: (value: string | null) => void }) {
  const { onPicked, value: initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      id="tgl"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onPicked(next);
      }}
    />
  );
}

const input = () => document.querySelector<HTMLInputElement>('#tgl') as HTMLInputElement;

describe('DateInput', () => {
  beforeEach(() => {
    // Only the clock is faked: user-event needs real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    shop.today = undefined;
  });

  it('shows the yyyy-MM-dd value in a field that cannot be typed in', async () => {
    render(<DateInput id="tgl" value="2026-03-15" />);
    expect(input().value).toBe('2026-03-15');
    expect(input().readOnly).toBe(true);
    await userEvent.type(input(), '2020');
    expect(input().value).toBe('2026-03-15');
  });

  it('picks a day as a yyyy-MM-dd string', async () => {
    const onPicked = vi.fn();
    render(<Harness value="2026-03-15" onPicked={onPicked} />);
    await userEvent.click(input());
    await userEvent.click(cell('2026-03-09'));
    expect(onPicked).toHaveBeenCalledWith('2026-03-09');
    expect(input().value).toBe('2026-03-09');
  });

  it("picks today with 'Hari Ini'", async () => {
    const onPicked = vi.fn();
    render(<Harness value="2026-03-15" onPicked={onPicked} />);
    await userEvent.click(input());
    await userEvent.click(screen.getByRole('button', { name: TEXTS.today }));
    expect(onPicked).toHaveBeenCalledWith('2026-11-22');
    expect(input().value).toBe('2026-11-22');
  });

  it("picks the shop's day with 'Hari Ini', not the browser's", async () => {
    // 22 November on a laptop left on UTC at 20:00 is already the 23rd in Jakarta.
    shop.today = '2026-11-23';
    const onPicked = vi.fn();
    render(<Harness value="2026-03-15" onPicked={onPicked} />);
    await userEvent.click(input());
    await userEvent.click(screen.getByRole('button', { name: TEXTS.today }));
    expect(onPicked).toHaveBeenCalledWith('2026-11-23');
  });

  it("picks the shop's business date with 'Hari Ini' while the day is not closed", async () => {
    // Signed in on the 22nd, the shop still on the 21st (not closed yet): its documents are the 21st's.
    startSession({
      token: 't',
      user: {
        user_id: 'KASIR',
        user_name: 'Kasir',
        level: 'KASIR',
        kode_toko: 'PST',
        nama_toko: 'Toko Emas Pusat',
        tgl_system: '2026-11-21',
      },
      modules: [],
      menu: [],
      grants: [],
      pembulatan: 500,
      today: '2026-11-22',
      time_zone: 'Asia/Jakarta',
      must_change_password: false,
    });
    try {
      const onPicked = vi.fn();
      render(<Harness value="2026-03-15" onPicked={onPicked} />);
      await userEvent.click(input());
      await userEvent.click(screen.getByRole('button', { name: TEXTS.today }));
      expect(onPicked).toHaveBeenCalledWith('2026-11-21');
    } finally {
      clearSession();
    }
  });

  it('moves the calendar with the Indonesian month and the year dropdowns', async () => {
    const onPicked = vi.fn();
    render(<Harness value="2026-03-15" onPicked={onPicked} />);
    await userEvent.click(input());
    expect(screen.getByTitle('Maret')).toBeTruthy();
    await chooseOption('Bulan', 'Juni');
    await chooseOption('Tahun', '2024');
    // The popup is still open and shows June 2024.
    await userEvent.click(cell('2024-06-10'));
    expect(onPicked).toHaveBeenCalledWith('2024-06-10');
  });

  it('opens on today when empty', async () => {
    render(<DateInput id="tgl" />);
    await userEvent.click(input());
    expect(screen.getByTitle('November')).toBeTruthy();
    expect(cell('2026-11-22').className).toContain('ant-picker-cell-today');
  });

  it('does not let earlier days than minDate be picked', async () => {
    const onPicked = vi.fn();
    render(<Harness value="2026-11-25" minDate="2026-11-24" onPicked={onPicked} />);
    await userEvent.click(input());
    expect(cell('2026-11-23').className).toContain('ant-picker-cell-disabled');
    expect(cell('2026-11-24').className).not.toContain('ant-picker-cell-disabled');
    await userEvent.click(cell('2026-11-23'));
    expect(onPicked).not.toHaveBeenCalled();
    // Today (the 22nd) lies before the minimum too.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: TEXTS.today }).disabled).toBe(true);
  });

  it('opens on minDate when today cannot be picked', async () => {
    render(<DateInput id="tgl" minDate="2027-01-10" />);
    await userEvent.click(input());
    expect(screen.getByTitle('Januari')).toBeTruthy();
    expect(cell('2027-01-09').className).toContain('ant-picker-cell-disabled');
    expect(cell('2027-01-10').className).not.toContain('ant-picker-cell-disabled');
    // No year before the minimum is offered.
    await userEvent.click(screen.getByLabelText('Tahun').closest<HTMLElement>('.ant-select') as HTMLElement);
    expect(openPopup().querySelector('.ant-select-item-option[title="2026"]')).toBeNull();
    expect(openPopup().querySelector('.ant-select-item-option[title="2027"]')).not.toBeNull();
  });

  it('gives the form a yyyy-MM-dd string', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ tgl_from: '2026-11-01' }}>
        <Form.Item name="tgl_from" label="Dari Tanggal">
          <DateInput />
        </Form.Item>
        <Button htmlType="submit">Cari</Button>
      </Form>,
    );
    const field = screen.getByLabelText<HTMLInputElement>('Dari Tanggal');
    expect(field.value).toBe('2026-11-01');
    await userEvent.click(field);
    await userEvent.click(cell('2026-11-05'));
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ tgl_from: '2026-11-05' }));
  });

  it("does not paint the month and year dropdowns with the field's error", async () => {
    render(
      <Form>
        <Form.Item name="tgl" label="Tanggal" rules={[{ required: true, message: 'Tanggal Harus Diisi' }]}>
          <DateInput />
        </Form.Item>
        <Button htmlType="submit">Cari</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Tanggal Harus Diisi')).toBeTruthy();
    expect(document.querySelector('.ant-picker-status-error')).not.toBeNull();
    await userEvent.click(screen.getByLabelText('Tanggal'));
    const month = screen.getByLabelText('Bulan').closest('.ant-select');
    expect(month?.className).not.toContain('status-error');
  });
});
