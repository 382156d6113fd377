import { useCallback, useState } from 'react';
import { useWindowScroll } from './use-window-scroll';

/** How far down the page the reader is, as a thin bar along the top; decoration, so hidden from assistive tech. */
export function ScrollProgress() {
  const [progress, setProgress] = useState(0);
  useWindowScroll(
    useCallback((scrollY: number) => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(scrollable > 0 ? Math.min(1, Math.max(0, scrollY / scrollable)) : 0);
    }, []),
  );
  return (
    <div className="scroll-progress" aria-hidden="true">
      <div className="scroll-progress-bar" style={{ transform: `scaleX(${progress})` }} data-progress={progress.toFixed(2)} />
    </div>
  );
}
