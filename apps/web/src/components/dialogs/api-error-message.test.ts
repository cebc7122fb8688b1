import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error-message';

describe('apiErrorMessage', () => {
  it("reads the message of the API client's errors", () => {
    expect(apiErrorMessage({ status: 400, message: 'Kode Sudah Dipakai' })).toBe('Kode Sudah Dipakai');
    class ApiError extends Error {
      constructor(
        readonly status: number,
        message: string,
      ) {
        super(message);
      }
    }
    expect(apiErrorMessage(new ApiError(422, ' Stok Kosong '))).toBe('Stok Kosong');
  });

  it('ignores errors that are not from the API, and empty messages', () => {
    expect(apiErrorMessage(new Error('x is undefined'))).toBeUndefined();
    expect(apiErrorMessage({ status: 500, message: '' })).toBeUndefined();
    expect(apiErrorMessage({ status: '500', message: 'x' })).toBeUndefined();
    expect(apiErrorMessage({ status: 500, message: 42 })).toBeUndefined();
    expect(apiErrorMessage('Gagal')).toBeUndefined();
    expect(apiErrorMessage(null)).toBeUndefined();
    expect(apiErrorMessage(undefined)).toBeUndefined();
  });
});
