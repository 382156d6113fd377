import type { MaterialUploadLimits } from '@pathwise/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUploadMaterial } from '../api/upload-material';
import { checkFile, type FileRefusal } from '../lib/file-checks';

export type UploadItem =
  | { readonly key: string; readonly file: File; readonly state: 'uploading'; readonly sent: number }
  | { readonly key: string; readonly file: File; readonly state: 'done' }
  | { readonly key: string; readonly file: File; readonly state: 'refused'; readonly refusal: FileRefusal }
  | { readonly key: string; readonly file: File; readonly state: 'failed'; readonly error: unknown }
  | { readonly key: string; readonly file: File; readonly state: 'cancelled' };

const newId = () => crypto.randomUUID();

/**
 * The files being uploaded, each with its progress and outcome. Files are checked here first (type by name, size),
 * then sent one request each; a retry reuses the material id, so a repeat the server already took is harmless.
 */
export function useUploadQueue(limits: MaterialUploadLimits) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const upload = useUploadMaterial();
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((key: string, next: UploadItem) => setItems((current) => current.map((item) => (item.key === key ? next : item))), []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { key, file, state: 'uploading', sent: 0 });
      upload({ file, materialId: key, signal: controller.signal, onProgress: (sent) => update(key, { key, file, state: 'uploading', sent }) })
        .then(() => update(key, { key, file, state: 'done' }))
        .catch((error: unknown) => {
          const cancelled = error instanceof DOMException && error.name === 'AbortError';
          update(key, cancelled ? { key, file, state: 'cancelled' } : { key, file, state: 'failed', error });
        })
        .finally(() => controllers.current.delete(key));
    },
    [update, upload],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): UploadItem => {
        const refusal = checkFile(file, limits);
        const key = newId();
        return refusal ? { key, file, state: 'refused', refusal } : { key, file, state: 'uploading', sent: 0 };
      });
      setItems((current) => [...added, ...current]);
      for (const item of added) if (item.state === 'uploading') start(item.key, item.file);
    },
    [limits, start],
  );

  const retry = useCallback((key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (item && (item.state === 'failed' || item.state === 'cancelled')) start(key, item.file);
  }, [items, start]);

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const dismiss = useCallback((key: string) => setItems((current) => current.filter((item) => item.key !== key)), []);

  return { items, add, retry, cancel, dismiss };
}
