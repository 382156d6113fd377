import { useId, useRef, useState, type DragEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { materialsMessages } from '../messages';

interface UploadDropZoneProps {
  readonly accept: string;
  /** The allowed types and size, already worded. */
  readonly hint: string;
  readonly onFiles: (files: File[]) => void;
}

/**
 * A file input inside a zone files can be dropped on. The input is the keyboard's and screen readers' way in
 * (Tab, then Enter or Space opens the picker); dragging is a shortcut for pointers, never the only way.
 */
export function UploadDropZone({ accept, hint, onFiles }: UploadDropZoneProps) {
  const t = useT(materialsMessages);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed; counting them tells when the pointer really left.
  const depth = useRef(0);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

  return (
    <div
      className={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
      data-testid="material-drop-zone"
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length > 0) onFiles(files);
      }}
    >
      <p className="drop-zone-prompt">
        {dragging ? t('dropActive') : t('dropHere')}
      </p>
      <label className="field-label" htmlFor={inputId}>
        {t('chooseFiles')}
      </label>
      <input
        ref={input}
        id={inputId}
        className="input-file"
        type="file"
        name="materials"
        multiple
        accept={accept}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          // The same file may be chosen again after a failure.
          event.target.value = '';
        }}
      />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
    </div>
  );
}
