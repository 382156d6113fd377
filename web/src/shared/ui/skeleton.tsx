interface SkeletonProps {
  className?: string;
}

/** A placeholder shape; hidden from assistive technology, which hears the container's aria-busy instead. */
export function Skeleton({ className }: SkeletonProps) {
  return <span className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" />;
}
