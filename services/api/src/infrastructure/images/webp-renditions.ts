import sharp from 'sharp';

/** The box a rendition fills: the image is scaled to cover it and the overflow cropped around the centre. */
export interface RenditionSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Larger than any phone camera's photo, smaller than what a few megabytes of PNG can claim to unpack to: a file that
 * says it holds more pixels is refused before they are decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

const WEBP_QUALITY = 80;

/**
 * Decodes an uploaded image and writes it again as WebP at each size: only pixels survive, so EXIF (a phone's GPS
 * position), colour profiles and anything hidden after the image data are gone, and the orientation the camera
 * recorded is applied first. Null when the bytes do not decode as an image, whatever their first bytes claim.
 */
export async function webpRenditions<const S extends readonly RenditionSize[]>(bytes: Buffer, sizes: S): Promise<{ [K in keyof S]: Buffer } | null> {
  const decoded = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
  try {
    const written = await Promise.all(
      sizes.map((size) => decoded.clone().resize(size.width, size.height, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer()),
    );
    return written as { [K in keyof S]: Buffer };
  } catch {
    return null;
  }
}
