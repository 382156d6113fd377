import type { ReactNode } from 'react';

interface SkeletonProps {
  className?: string;
}

/** A placeholder shape; hidden from assistive technology, which hears the container's aria-busy instead. */
export function Skeleton({ className }: SkeletonProps) {
  return <span className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" />;
}

interface SkeletonOutlineProps {
  /** The page's own container class, so the outline keeps the layout of what it stands for. */
  readonly className: string;
  /** What is loading, said to screen readers while the shapes are hidden from them. */
  readonly label: string;
  readonly children: ReactNode;
}

/** A page in outline while its data loads: busy, with its loading words for screen readers only. */
export function SkeletonOutline({ className, label, children }: SkeletonOutlineProps) {
  return (
    <div className={className} aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}
