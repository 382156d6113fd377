// Light SVG pictures for the feature pages. Each is decoration beside a figcaption that says the same in words,
// so the drawings are hidden from screen readers.

/** A success rate wandering inside a shaded target band. */
export function DifficultyBandArt() {
  const rates = [0.72, 0.78, 0.82, 0.76, 0.84, 0.79, 0.73, 0.78, 0.83, 0.76, 0.8];
  // Only rates from 50% up are drawn, so the band and its neighbourhood fill the picture.
  const toY = (rate: number) => 180 - (rate - 0.5) * 320;
  const line = rates.map((rate, index) => `${index === 0 ? 'M' : 'L'}${20 + index * 31} ${toY(rate)}`).join(' ');
  return (
    <svg className="mk-art" viewBox="0 0 360 200" aria-hidden="true" focusable="false">
      <rect className="mk-art-band" x="10" y={toY(0.85)} width="340" height={toY(0.7) - toY(0.85)} rx="6" />
      <line className="mk-art-axis" x1="10" y1="180" x2="350" y2="180" />
      <path className="mk-art-line" d={line} />
      {rates.map((rate, index) => (
        <circle key={index} className="mk-art-dot" cx={20 + index * 31} cy={toY(rate)} r="4" />
      ))}
    </svg>
  );
}

/** An ability estimate whose error bar narrows with each question. */
export function PrecisionArt() {
  const steps = [70, 52, 40, 31, 25, 21, 18, 16];
  return (
    <svg className="mk-art" viewBox="0 0 360 200" aria-hidden="true" focusable="false">
      <line className="mk-art-axis" x1="10" y1="100" x2="350" y2="100" />
      {steps.map((half, index) => {
        const x = 30 + index * 42;
        const y = 100 + (index % 2 === 0 ? -1 : 1) * (12 - index);
        return (
          <g key={x}>
            <line className="mk-art-error" x1={x} y1={y - half} x2={x} y2={y + half} />
            <circle className="mk-art-dot" cx={x} cy={y} r="5" />
          </g>
        );
      })}
    </svg>
  );
}

/** A document whose passages feed an outline. */
export function SourcesArt() {
  return (
    <svg className="mk-art" viewBox="0 0 360 200" aria-hidden="true" focusable="false">
      <rect className="mk-art-card" x="20" y="20" width="120" height="160" rx="10" />
      {[45, 65, 85, 115, 135, 155].map((y, index) => (
        <line key={y} className={index === 1 || index === 4 ? 'mk-art-line' : 'mk-art-axis'} x1="38" y1={y} x2={index % 3 === 2 ? 100 : 122} y2={y} />
      ))}
      <path className="mk-art-arrow" d="M155 100 H200 M190 90 L200 100 L190 110" />
      {[40, 85, 130].map((y, index) => (
        <g key={y}>
          <rect className={index === 1 ? 'mk-art-card mk-art-card-accent' : 'mk-art-card'} x="215" y={y} width="125" height="32" rx="8" />
          <line className="mk-art-axis" x1="230" y1={y + 16} x2="320" y2={y + 16} />
        </g>
      ))}
    </svg>
  );
}

/** Skills joined by prerequisite arrows: mastered, ready to learn, locked. */
export function SkillGraphArt() {
  const nodes = {
    a: { x: 50, y: 60, state: 'mastered' },
    b: { x: 50, y: 140, state: 'mastered' },
    c: { x: 170, y: 60, state: 'mastered' },
    d: { x: 170, y: 140, state: 'ready' },
    e: { x: 300, y: 100, state: 'locked' },
  } as const;
  const edges = [
    ['a', 'c'],
    ['a', 'd'],
    ['b', 'd'],
    ['c', 'e'],
    ['d', 'e'],
  ] as const;
  return (
    <svg className="mk-art" viewBox="0 0 360 200" aria-hidden="true" focusable="false">
      {edges.map(([from, to]) => (
        <line key={`${from}${to}`} className="mk-art-edge" x1={nodes[from].x} y1={nodes[from].y} x2={nodes[to].x} y2={nodes[to].y} />
      ))}
      {Object.entries(nodes).map(([id, node]) => (
        <circle key={id} className={`mk-path-node mk-path-node-${node.state}`} cx={node.x} cy={node.y} r={node.state === 'ready' ? 20 : 16} />
      ))}
    </svg>
  );
}

/** The picture each feature page row names. */
export const featureIllustrations = {
  difficultyBand: DifficultyBandArt,
  precision: PrecisionArt,
  sources: SourcesArt,
  skillGraph: SkillGraphArt,
};

export type FeatureIllustration = keyof typeof featureIllustrations;
