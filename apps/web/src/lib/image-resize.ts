/** Image limits of SPEC §5/§9: photos are stored at most 720x1366, JPEG quality 50. */
export const IMAGE_MAX_WIDTH = 720;
export const IMAGE_MAX_HEIGHT = 1366;
export const IMAGE_QUALITY = 0.5;

export interface ResizeOptions {
  maxWidth?: number;
  maxHeight?: number;
  /** JPEG quality between 0 and 1. */
  quality?: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The largest size with the same aspect ratio inside max width x max height; never enlarges. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): Size {
  if (!(width > 0 && height > 0)) throw new RangeError('Ukuran gambar tidak valid');
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Re-encodes an image file as a JPEG no larger than the limits, keeping its aspect ratio. */
export async function resizeImage(file: Blob, options: ResizeOptions = {}): Promise<Blob> {
  const { maxWidth = IMAGE_MAX_WIDTH, maxHeight = IMAGE_MAX_HEIGHT, quality = IMAGE_QUALITY } = options;
  const source = await decodeImage(file);
  try {
    const size = fitWithin(source.width, source.height, maxWidth, maxHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Browser tidak mendukung pengolahan gambar');
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source.image, 0, 0, size.width, size.height);
    return await canvasToJpeg(canvas, quality);
  } finally {
    source.release();
  }
}

interface DecodedImage {
  image: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decodeImage(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    // 'from-image' applies the EXIF rotation of phone photos.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Gagal memproses gambar'))),
      'image/jpeg',
      quality,
    );
  });
}
