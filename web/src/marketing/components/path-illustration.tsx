type NodeState = 'mastered' | 'ready' | 'locked';

const nodes: ReadonlyArray<{ x: number; y: number; state: NodeState }> = [
  { x: 30, y: 150, state: 'mastered' },
  { x: 95, y: 110, state: 'mastered' },
  { x: 150, y: 150, state: 'mastered' },
  { x: 215, y: 95, state: 'ready' },
  { x: 270, y: 130, state: 'locked' },
  { x: 320, y: 60, state: 'locked' },
];

interface PathIllustrationProps {
  /** What the picture shows, for screen readers. */
  label: string;
}

/** A learning path drawn in SVG: mastered skills filled, the ready-to-learn one ringed, locked ones faint. */
export function PathIllustration({ label }: PathIllustrationProps) {
  const line = nodes.map((node, index) => `${index === 0 ? 'M' : 'L'}${node.x} ${node.y}`).join(' ');
  return (
    <svg className="mk-path-art" viewBox="0 0 350 200" role="img" aria-label={label}>
      <path className="mk-path-line" d={line} />
      {nodes.map((node) => (
        <circle key={`${node.x}-${node.y}`} className={`mk-path-node mk-path-node-${node.state}`} cx={node.x} cy={node.y} r={node.state === 'ready' ? 14 : 11} />
      ))}
    </svg>
  );
}
