/**
 * Limited-memory BFGS with a backtracking (Armijo) line search, for the smooth convex objectives of the
 * knowledge-tracing fits. Deterministic: the same objective and start give the same weights.
 */
export type Objective = (point: Float64Array, gradient: Float64Array) => number;

export interface LbfgsOptions {
  readonly maxIterations: number;
  readonly memory?: number;
  /** Stop when the relative decrease of the objective over the last five iterations falls below this. */
  readonly tolerance?: number;
}

const dot = (a: Float64Array, b: Float64Array): number => {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += (a[j] ?? 0) * (b[j] ?? 0);
  return sum;
};

export function minimiseLbfgs(objective: Objective, start: Float64Array, options: LbfgsOptions): Float64Array {
  const memory = options.memory ?? 10;
  const tolerance = options.tolerance ?? 5e-6;
  const history: number[] = [];
  const n = start.length;
  let point = Float64Array.from(start);
  let gradient = new Float64Array(n);
  let value = objective(point, gradient);
  const steps: Float64Array[] = [];
  const gradientChanges: Float64Array[] = [];
  const curvatures: number[] = [];

  for (let iteration = 0; iteration < options.maxIterations; iteration++) {
    const direction = twoLoopDirection(gradient, steps, gradientChanges, curvatures);
    let slope = dot(direction, gradient);
    if (slope >= 0) {
      // Not a descent direction (curvature pairs went stale): restart from steepest descent.
      steps.length = gradientChanges.length = curvatures.length = 0;
      for (let j = 0; j < n; j++) direction[j] = -(gradient[j] ?? 0);
      slope = dot(direction, gradient);
    }
    if (slope === 0) break;
    let stepSize = iteration === 0 && steps.length === 0 ? Math.min(1, 1 / Math.sqrt(-slope)) : 1;
    const candidate = new Float64Array(n);
    const candidateGradient = new Float64Array(n);
    let candidateValue = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < 40; attempt++) {
      for (let j = 0; j < n; j++) candidate[j] = (point[j] ?? 0) + stepSize * (direction[j] ?? 0);
      candidateValue = objective(candidate, candidateGradient);
      if (candidateValue <= value + 1e-4 * stepSize * slope) break;
      stepSize *= 0.5;
    }
    if (!(candidateValue < value)) break;
    const step = new Float64Array(n);
    const gradientChange = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      step[j] = (candidate[j] ?? 0) - (point[j] ?? 0);
      gradientChange[j] = (candidateGradient[j] ?? 0) - (gradient[j] ?? 0);
    }
    const curvature = dot(step, gradientChange);
    if (curvature > 1e-12) {
      steps.push(step);
      gradientChanges.push(gradientChange);
      curvatures.push(curvature);
      if (steps.length > memory) {
        steps.shift();
        gradientChanges.shift();
        curvatures.shift();
      }
    }
    point = candidate;
    gradient = candidateGradient;
    value = candidateValue;
    history.push(value);
    const fiveAgo = history[history.length - 6];
    if (fiveAgo !== undefined && fiveAgo - value <= tolerance * Math.max(1, Math.abs(value))) break;
  }
  return point;
}

function twoLoopDirection(
  gradient: Float64Array,
  steps: readonly Float64Array[],
  gradientChanges: readonly Float64Array[],
  curvatures: readonly number[],
): Float64Array {
  const q = Float64Array.from(gradient);
  const alphas: number[] = [];
  for (let k = steps.length - 1; k >= 0; k--) {
    const step = steps[k] ?? q;
    const change = gradientChanges[k] ?? q;
    const alpha = dot(step, q) / (curvatures[k] ?? 1);
    alphas[k] = alpha;
    for (let j = 0; j < q.length; j++) q[j] = (q[j] ?? 0) - alpha * (change[j] ?? 0);
  }
  const last = steps.length - 1;
  const lastChange = gradientChanges[last];
  const scale = lastChange ? (curvatures[last] ?? 1) / dot(lastChange, lastChange) : 1;
  for (let j = 0; j < q.length; j++) q[j] = (q[j] ?? 0) * scale;
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k] ?? q;
    const change = gradientChanges[k] ?? q;
    const beta = dot(change, q) / (curvatures[k] ?? 1);
    for (let j = 0; j < q.length; j++) q[j] = (q[j] ?? 0) + ((alphas[k] ?? 0) - beta) * (step[j] ?? 0);
  }
  for (let j = 0; j < q.length; j++) q[j] = -(q[j] ?? 0);
  return q;
}
