/** The Pathwise mark and wordmark; the wordmark is the accessible name, the mark is decoration. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M8 23c4-1 5-5 8-8s6-4 8-6"
          fill="none"
          stroke="var(--color-on-accent)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="24" cy="9" r="3" fill="var(--color-accent-soft)" />
      </svg>
      <span className="logo-word">Pathwise</span>
    </span>
  );
}
