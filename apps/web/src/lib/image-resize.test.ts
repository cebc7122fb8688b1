import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, resizeImage } from './image-resize';

describe('fitWithin', () => {
  it('keeps an image that already fits', () => {
    expect(fitWithin(640, 480, 720, 1366)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(720, 1366, 720, 1366)).toEqual({ width: 720, height: 1366 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(10, 20, 720, 1366)).toEqual({ width: 10, height: 20 });
  });

  it('shrinks a wide image to the maximum width', () => {
    expect(fitWithin(4000, 3000, 720, 1366)).toEqual({ width: 720, height: 540 });
  });

  it('shrinks a tall image to the maximum height', () => {
    expect(fitWithin(1000, 4000, 720, 1366)).toEqual({ width: 342, height: 1366 });
  });

  it('keeps the aspect ratio within rounding', () => {
    const { width, height } = fitWithin(3024, 4032, 720, 1366);
    expect(width).toBe(720);
    expect(height).toBe(960);
    expect(Math.abs(width / height - 3024 / 4032)).toBeLessThan(0.01);
  });

  it('never answers a zero size', () => {
    expect(fitWithin(10_000, 1, 720, 1366)).toEqual({ width: 720, height: 1 });
  });

  it('rejects a size without pixels', () => {
    expect(() => fitWithin(0, 100, 720, 1366)).toThrow(RangeError);
  });
});

describe('resizeImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the decoded image into a canvas of the fitted size and encodes a JPEG', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close })),
    );
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    const encoded: { width: number; height: number; type?: string; quality?: unknown }[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback: BlobCallback,
      type?: string,
      quality?: unknown,
    ) {
      encoded.push({ width: this.width, height: this.height, type, quality });
      callback(jpeg);
    });

    const result = await resizeImage(new Blob(['png'], { type: 'image/png' }));

    expect(result).toBe(jpeg);
    expect(encoded).toEqual([{ width: 720, height: 540, type: 'image/jpeg', quality: 0.5 }]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('uses the given limits and quality', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 100, height: 100, close: () => undefined })),
    );
    const encoded: unknown[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback: BlobCallback,
      _type?: string,
      quality?: unknown,
    ) {
      encoded.push([this.width, this.height, quality]);
      callback(new Blob());
    });
    await resizeImage(new Blob(), { maxWidth: 50, maxHeight: 50, quality: 0.8 });
    expect(encoded).toEqual([[50, 50, 0.8]]);
  });

  it('fails when the browser cannot encode', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 10, height: 10, close })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback) =>
      callback(null),
    );
    await expect(resizeImage(new Blob())).rejects.toThrow('Gagal memproses gambar');
    expect(close).toHaveBeenCalledOnce();
  });
});
