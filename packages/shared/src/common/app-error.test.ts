import { describe, expect, it } from 'vitest';
import { AppError, conflict, forbidden } from './app-error.ts';

describe('AppError', () => {
  it('carries the status and the Indonesian message', () => {
    const error = conflict('Error! Sedang dalam proses tutup toko!');
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('Error! Sedang dalam proses tutup toko!');
    expect(forbidden('x').statusCode).toBe(403);
  });
});
