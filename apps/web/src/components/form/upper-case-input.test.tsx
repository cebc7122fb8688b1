import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { UpperCaseInput } from './upper-case-input';
import { UpperCaseTextArea } from './upper-case-text-area';

describe('UpperCaseInput', () => {
  it('upper-cases what is typed and hands the upper-cased text to the form', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item name="nama" label="Nama">
          <UpperCaseInput />
        </Form.Item>
        <button type="submit">Simpan</button>
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Nama');
    await userEvent.type(input, 'cincin emas 24k');
    expect(input.value).toBe('CINCIN EMAS 24K');
    await userEvent.click(screen.getByText('Simpan'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ nama: 'CINCIN EMAS 24K' }));
  });

  it('keeps the caret where the user types in the middle', async () => {
    render(<UpperCaseInput aria-label="kode" defaultValue="AC" />);
    const input = screen.getByLabelText<HTMLInputElement>('kode');
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('b');
    expect(input.value).toBe('ABC');
    expect(input.selectionStart).toBe(2);
  });

  it('keeps the case when asked', async () => {
    const onChange = vi.fn();
    render(<UpperCaseInput aria-label="email" keepCase onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('email');
    await userEvent.type(input, 'toko@Emas.id');
    expect(input.value).toBe('toko@Emas.id');
    expect(onChange).toHaveBeenCalledTimes('toko@Emas.id'.length);
  });
});

describe('UpperCaseTextArea', () => {
  it('upper-cases multi-line text', async () => {
    render(<UpperCaseTextArea aria-label="alamat" />);
    const area = screen.getByLabelText<HTMLTextAreaElement>('alamat');
    await userEvent.type(area, 'jl. merdeka{Enter}no 1');
    expect(area.value).toBe('JL. MERDEKA\nNO 1');
  });
});
