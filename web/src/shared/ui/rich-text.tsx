import { Fragment, type ReactNode } from 'react';

interface RichTextProps {
  /** A translated sentence whose `{placeholders}` are filled with elements, e.g. 'Read it in the {link}.' */
  text: string;
  parts: Readonly<Record<string, ReactNode>>;
}

/**
 * A sentence with elements inside it (a link, a bold address). The whole sentence stays one message, so each
 * language puts the element where its word order wants it; a placeholder without a part stays visible.
 */
export function RichText({ text, parts }: RichTextProps) {
  const pieces = text.split(/\{(\w+)\}/g);
  return (
    <>
      {pieces.map((piece, index) =>
        // split() with a capture group puts the placeholder names at the odd indexes.
        index % 2 === 1 ? <Fragment key={index}>{Object.hasOwn(parts, piece) ? parts[piece] : `{${piece}}`}</Fragment> : piece,
      )}
    </>
  );
}
