export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * An image's natural size, read by the browser itself (which knows every format the player can show), or null when
 * it cannot be decoded: the size only lets the lesson keep the image's room while it loads, so none is better than a
 * wrong one.
 */
export async function readImageSize(src: string): Promise<ImageSize | null> {
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
  } catch {
    return null;
  }
  return image.naturalWidth > 0 && image.naturalHeight > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null;
}

/** The size of an image file about to be (or just) uploaded, read from the bytes in hand rather than downloaded again. */
export async function readImageFileSize(file: Blob): Promise<ImageSize | null> {
  const url = URL.createObjectURL(file);
  try {
    return await readImageSize(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}
