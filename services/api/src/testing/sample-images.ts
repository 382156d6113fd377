import sharp from 'sharp';

/**
 * A PNG of the given size with a gradient and some EXIF, so that a test can tell a resized, re-encoded and
 * stripped rendition from the upload.
 */
export async function samplePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Copyright: 'sample', ImageDescription: 'taken at home' } })
    .png()
    .toBuffer();
}

/** What a served image really is: its format, size and whether any EXIF came with it. */
export async function imageFacts(bytes: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; hasExif: boolean }> {
  const { format, width, height, exif } = await sharp(bytes).metadata();
  return { format, width, height, hasExif: exif !== undefined };
}
