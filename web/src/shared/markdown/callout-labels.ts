/** The callouts an author may write, as GitHub's alerts: a quote starting `> [!TIP]`. */
export const calloutKinds = ['tip', 'warning', 'example', 'note'] as const;
export type CalloutKind = (typeof calloutKinds)[number];

/** Each callout's name in the reader's language. */
export type CalloutLabels = Readonly<Record<CalloutKind, string>>;
