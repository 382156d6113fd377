// Pictures of fractions for the demo lessons; each lesson's caption says in words what they show.

function slicePath(index: number, parts: number, radius: number, centre: number): string {
  if (parts === 1) return `M${centre - radius} ${centre} a${radius} ${radius} 0 1 0 ${radius * 2} 0 a${radius} ${radius} 0 1 0 ${-radius * 2} 0`;
  const angle = (turn: number) => (turn / parts) * 2 * Math.PI - Math.PI / 2;
  const point = (turn: number) => `${centre + radius * Math.cos(angle(turn))} ${centre + radius * Math.sin(angle(turn))}`;
  return `M${centre} ${centre} L${point(index)} A${radius} ${radius} 0 0 1 ${point(index + 1)} Z`;
}

/** A disc cut into `parts` equal slices, the first `shaded` of them filled. */
export function FractionPie({ parts, shaded }: { parts: number; shaded: number }) {
  return (
    <svg className="mk-fraction" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {Array.from({ length: parts }, (_, index) => (
        <path key={index} className={index < shaded ? 'mk-slice mk-slice-on' : 'mk-slice'} d={slicePath(index, parts, 44, 50)} />
      ))}
    </svg>
  );
}

/** A bar in sixths: one half and one third side by side, 5/6 in all. */
export function SixthsBar() {
  return (
    <svg className="mk-fraction mk-fraction-wide" viewBox="0 0 300 50" aria-hidden="true" focusable="false">
      {Array.from({ length: 6 }, (_, index) => (
        <rect
          key={index}
          className={index < 3 ? 'mk-slice mk-slice-on' : index < 5 ? 'mk-slice mk-slice-alt' : 'mk-slice'}
          x={4 + index * 48.6}
          y="4"
          width="48.6"
          height="42"
        />
      ))}
    </svg>
  );
}
