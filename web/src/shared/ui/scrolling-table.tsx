import type { ReactNode } from 'react';
import './scrolling-table.css';

/**
 * A wide table that scrolls sideways inside its box on a phone instead of widening the page. The box is a named,
 * focusable region, so a keyboard can scroll the columns a phone cannot show at once; its name is also the table's
 * caption. `children` are the table's head and body.
 */
export function ScrollingTable({ label, className, children }: { readonly label: string; readonly className: string; readonly children: ReactNode }) {
  return (
    <div className="scrolling-table" role="region" aria-label={label} tabIndex={0}>
      <table className={className}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}
