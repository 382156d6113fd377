import type { Material } from '@pathwise/contracts';
import { downloadBlob } from '../../../shared/api/api-transfer';

/**
 * Downloads a material through the API (so a bearer token works as well as the session cookie) and hands it to
 * the browser as a file under its name.
 */
export async function downloadMaterial(material: Pick<Material, 'downloadUrl' | 'fileName'>): Promise<void> {
  const blob = await downloadBlob(material.downloadUrl.replace(/^\/api/, ''));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = material.fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser has its own hold on the file; a moment later the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
