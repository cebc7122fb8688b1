import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput } from './numeric-input';

function typed(props: Parameters<typeof NumericInput>[0], text: string) {
  render(<NumericInput aria-label="angka" {...props} />);
  const input = screen.getByLabelText<HTMLInputElement>('angka');
  return userEvent.type(input, text).then(() => input.value);
}

describe('NumericInput', () => {
  it('decimal mode keeps digits and one dot', async () => {
    expect(await typed({ mode: 'decimal' }, 'a3,2.7.5g')).toBe('32.75');
  });

  it('decimal mode can limit the decimals', async () => {
    expect(await typed({ mode: 'decimal', maxDecimals: 3 }, '3.27051')).toBe('3.270');
  });

  it('karat mode keeps digits, one dot and K', async () => {
    expect(await typed({ mode: 'karat' }, '17.5 karat')).toBe('17.5K');
  });

  it('digits mode keeps digits only', async () => {
    expect(await typed({ mode: 'digits' }, '0812-34.5a6')).toBe('08123456');
  });

  it('defaults to decimal mode and tells phones to show a number pad', async () => {
    render(<NumericInput aria-label="berat" />);
    const input = screen.getByLabelText<HTMLInputElement>('berat');
    expect(input.inputMode).toBe('decimal');
    await userEvent.type(input, '1.2.3');
    expect(input.value).toBe('1.23');
  });

  it('gives the filtered text to the form', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ harga: 1500 }}>
        <Form.Item name="harga" label="Harga">
          <NumericInput mode="digits" />
        </Form.Item>
        <button type="submit">Simpan</button>
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Harga');
    expect(input.value).toBe('1500');
    await userEvent.type(input, 'x0');
    await userEvent.click(screen.getByText('Simpan'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ harga: '15000' }));
  });
});
