// The page's address as its state: `#text=<URI-encoded puzzle text>` or `#url=<URI-encoded
// game ID or puzz.link URL>`. Writing it replaces the history entry (no reload, no event).

/** What the address holds: {text} or {url} or null. */
export function readHash(hash = location.hash) {
  const h = hash.replace(/^#/, '');
  for (const key of ['text', 'url']) {
    if (h.startsWith(`${key}=`)) {
      try { return { [key]: decodeURIComponent(h.slice(key.length + 1)) }; } catch { return null; }
    }
  }
  return null;
}

/** Puts the puzzle's text (or a link given as such) in the address. */
export function writeHash(state) {
  const key = state.url !== undefined ? 'url' : 'text';
  const hash = `#${key}=${encodeURIComponent(state[key])}`;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/** A one-line input that is a link or game ID rather than a file's text. */
export const isLink = (text) => !/\n/.test(text.trim()) && /^(https?:\/\/|\d+x\d+:)/.test(text.trim());
