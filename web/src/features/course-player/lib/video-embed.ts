/** How a video link plays: in an embedded player (known hosts over https, or a video file), else as a plain link. */
export type VideoEmbed = { kind: 'iframe'; src: string } | { kind: 'file'; src: string } | null;

export function videoEmbed(url: string): VideoEmbed {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Only https is embedded: a page served over https cannot show http media, and the link still works.
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' && parsed.searchParams.get('v')) {
    return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.searchParams.get('v')!)}` };
  }
  if (host === 'youtu.be' && parsed.pathname.length > 1) {
    return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}` };
  }
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(parsed.pathname) : null;
  if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  if (/\.(mp4|webm|ogg)$/i.test(parsed.pathname)) return { kind: 'file', src: parsed.href };
  return null;
}
