import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { NoEnterForm } from './no-enter-form';

function renderForm(onFinish: (values: unknown) => void) {
  render(
    <NoEnterForm onFinish={onFinish}>
      <Form.Item name="kode" label="Kode" rules={[{ required: true, message: 'Kode Shape Harus Diisi' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="catatan" label="Catatan">
        <Input.TextArea />
      </Form.Item>
      <Button htmlType="submit">Simpan</Button>
    </NoEnterForm>,
  );
}

describe('NoEnterForm', () => {
  it('does not submit when Enter is pressed in an input, but the submit button does', async () => {
    const onFinish = vi.fn();
    renderForm(onFinish);
    const kode = screen.getByLabelText('Kode');
    await userEvent.type(kode, 'RND{Enter}');
    // Give a would-be submission time to run its async validation.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onFinish).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ kode: 'RND', catatan: undefined }));
  });

  it('prevents the Enter keydown of inputs only', () => {
    renderForm(vi.fn());
    const fromInput = fireEvent.keyDown(screen.getByLabelText('Kode'), { key: 'Enter' });
    const fromTextArea = fireEvent.keyDown(screen.getByLabelText('Catatan'), { key: 'Enter' });
    const otherKey = fireEvent.keyDown(screen.getByLabelText('Kode'), { key: 'a' });
    // fireEvent answers false when the event was cancelled.
    expect(fromInput).toBe(false);
    expect(fromTextArea).toBe(true);
    expect(otherKey).toBe(true);
  });

  it('keeps new lines in a textarea', async () => {
    renderForm(vi.fn());
    const catatan = screen.getByLabelText<HTMLTextAreaElement>('Catatan');
    await userEvent.type(catatan, 'baris 1{Enter}baris 2');
    expect(catatan.value).toBe('baris 1\nbaris 2');
  });

  it('shows a field error only once the field is touched', async () => {
    renderForm(vi.fn());
    expect(screen.queryByText('Kode Shape Harus Diisi')).toBeNull();
    const kode = screen.getByLabelText('Kode');
    await userEvent.type(kode, 'A');
    await userEvent.clear(kode);
    expect(await screen.findByText('Kode Shape Harus Diisi')).toBeTruthy();
  });

  it('shows the errors of untouched fields when the user tries to save', async () => {
    const onFinish = vi.fn();
    renderForm(onFinish);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kode Shape Harus Diisi')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
