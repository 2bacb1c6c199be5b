// Drawing: one SVG of the puzzle as gridsat draws it (clues around the grid, dominoes, groups,
// circles, filled squares), with every cell a <rect> carrying data-row, data-col (from 0) and
// data-value (the answer file's character; empty while unknown), and the marks of the moment
// (data-forced, data-open, data-hint, data-wrong, data-differs) that style.css colours.

export const CELL = 32;
const CLUE = 22;
/** Shown this much larger than the drawing's units (and never wider than the screen: style.css). */
const SCALE = 1.4;

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Where the grid starts and how large the picture is, from the kind's clue bands. */
function frame(ed, m) {
  const pad = 6;
  if (m.kind === 'magnets') return { x: pad + CELL, y: pad + CELL, w: m.width * CELL + 2 * CELL + 2 * pad, h: m.height * CELL + 2 * CELL + 2 * pad };
  if (m.kind === 'hanjie') {
    const left = Math.max(1, ...m.rows.map((r) => r.length)) * CLUE, top = Math.max(1, ...m.cols.map((r) => r.length)) * CLUE;
    return { x: pad + left, y: pad + top, w: left + m.width * CELL + 2 * pad, h: top + m.height * CELL + 2 * pad };
  }
  return { x: pad, y: pad, w: m.width * CELL + 2 * pad, h: m.height * CELL + 2 * pad };
}

/**
 * The SVG text of a puzzle. `ed` is the kind's editor module, `m` its model, `view`:
 * {values: rows of characters ('?' unknown) or null, marks: {name: Set of "r,c"}, given: bool
 * per value shown as given, selectedClue: id}.
 */
export function drawPuzzle(ed, m, view) {
  const f = frame(ed, m);
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f.w} ${f.h}" width="${Math.round(f.w * SCALE)}" height="${Math.round(f.h * SCALE)}" class="board kind-${m.kind}" role="group" aria-label="${esc(m.kind)} puzzle, ${m.width} by ${m.height}">`];
  const X = (c) => f.x + c * CELL, Y = (r) => f.y + r * CELL;
  const value = (r, c) => {
    const v = view.values && view.values[r] ? view.values[r][c] : undefined;
    return v === undefined || v === '?' ? '' : v;
  };
  // Cells.
  for (let r = 0; r < m.height; r++) {
    for (let c = 0; c < m.width; c++) {
      const key = `${r},${c}`;
      const v = value(r, c);
      const attrs = [`data-row="${r}"`, `data-col="${c}"`, `data-value="${esc(v)}"`];
      for (const [name, set] of Object.entries(view.marks || {})) if (set && set.has(key)) attrs.push(`data-${name}=""`);
      const given = ed.givenAt(m, r, c);
      if (given) attrs.push('data-given=""');
      const fill = m.kind === 'hanjie' && v && v !== m.palette.background.char ? ed.inkRgb(m, v) : null;
      const single = m.kind === 'magnets' && ed.singleton(m, r, c);
      const cls = ['cell', single ? 'singleton' : '', v === 'x' ? 'neutral' : ''].filter(Boolean).join(' ');
      out.push(`<rect class="${cls}" x="${X(c)}" y="${Y(r)}" width="${CELL}" height="${CELL}"${fill ? ` style="fill:${fill}"` : ''} ${attrs.join(' ')}><title>r${r + 1}c${c + 1}${v ? ' ' + esc(v) : ''}</title></rect>`);
      out.push(glyph(m, v, given, X(c) + CELL / 2, Y(r) + CELL / 2));
    }
  }
  // Thin grid, then the thick lines of the kind (dominoes, rule borders, groups), then the frame.
  for (let r = 1; r < m.height; r++) out.push(`<line class="thin" x1="${X(0)}" y1="${Y(r)}" x2="${X(m.width)}" y2="${Y(r)}"/>`);
  for (let c = 1; c < m.width; c++) out.push(`<line class="thin" x1="${X(c)}" y1="${Y(0)}" x2="${X(c)}" y2="${Y(m.height)}"/>`);
  for (let r = 0; r < m.height; r++) {
    for (let c = 0; c < m.width; c++) {
      const w = ed.walls(m, r, c);
      const cls = m.kind === '123' ? 'rule' : 'thick';
      if (w.bottom && r + 1 < m.height) out.push(`<line class="${cls}" x1="${X(c)}" y1="${Y(r + 1)}" x2="${X(c + 1)}" y2="${Y(r + 1)}"/>`);
      if (w.right && c + 1 < m.width) out.push(`<line class="${cls}" x1="${X(c + 1)}" y1="${Y(r)}" x2="${X(c + 1)}" y2="${Y(r + 1)}"/>`);
      if (m.kind === '123') {
        const v = value(r, c);
        if (v && r + 1 < m.height && value(r + 1, c) && value(r + 1, c) !== v) out.push(`<line class="thick" x1="${X(c)}" y1="${Y(r + 1)}" x2="${X(c + 1)}" y2="${Y(r + 1)}"/>`);
        if (v && c + 1 < m.width && value(r, c + 1) && value(r, c + 1) !== v) out.push(`<line class="thick" x1="${X(c + 1)}" y1="${Y(r)}" x2="${X(c + 1)}" y2="${Y(r + 1)}"/>`);
      }
    }
  }
  out.push(`<rect class="frame" x="${X(0)}" y="${Y(0)}" width="${m.width * CELL}" height="${m.height * CELL}"/>`);
  out.push(...drawClues(ed, m, f, view.selectedClue));
  out.push('</svg>');
  return out.join('\n');
}

function glyph(m, v, given, cx, cy) {
  if (m.kind === 'magnets' && (v === '+' || v === '-')) return `<text class="sign" x="${cx}" y="${cy}">${v === '-' ? '−' : '+'}</text>`;
  if (m.kind === '123' && (v || given)) return `<text class="digit${given ? ' given' : ''}" x="${cx}" y="${cy}">${given || v}</text>`;
  if (m.kind === 'yinyang' && (v || given)) {
    const colour = given || v;
    return `<circle class="stone ${colour === 'B' ? 'black' : 'white'}${given ? ' given' : ''}" cx="${cx}" cy="${cy}" r="${given ? 12 : 10}"/>`;
  }
  if (m.kind === 'hanjie' && v === m.palette.background.char) return `<circle class="dot" cx="${cx}" cy="${cy}" r="2"/>`;
  return '';
}

function clueButton(id, label, x, y, w, h, text, selected, colour) {
  return `<g class="clue${selected ? ' selected' : ''}" data-clue="${esc(id)}" tabindex="0" role="button" aria-label="${esc(label)}">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>` +
    `<text x="${x + w / 2}" y="${y + h / 2}"${colour ? ` style="fill:${colour}"` : ''}>${esc(text)}</text></g>`;
}

function drawClues(ed, m, f, selected) {
  const out = [];
  if (m.kind === 'magnets') {
    const X = (c) => f.x + c * CELL, Y = (r) => f.y + r * CELL;
    const put = (line, i, x, y) => {
      const v = m.counts[line][i];
      out.push(clueButton(`${line}:${i}`, ed.clueLabel(`${line}:${i}`) + `: ${v === null ? 'unknown' : v}`, x, y, CELL, CELL, v === null ? '' : v, selected === `${line}:${i}`));
    };
    for (let c = 0; c < m.width; c++) { put('cols+', c, X(c), Y(-1)); put('cols-', c, X(c), Y(m.height)); }
    for (let r = 0; r < m.height; r++) { put('rows+', r, X(-1), Y(r)); put('rows-', r, X(m.width), Y(r)); }
    out.push(`<text class="pole" x="${X(-1) + CELL / 2}" y="${Y(-1) + CELL / 2}">+</text>`);
    out.push(`<text class="pole" x="${X(m.width) + CELL / 2}" y="${Y(m.height) + CELL / 2}">−</text>`);
  }
  if (m.kind === 'hanjie') {
    const colour = (ch) => (ed.isColour(m) ? ed.inkRgb(m, ch) : null);
    m.rows.forEach((runs, r) => {
      const w = Math.max(1, runs.length) * CLUE, x = f.x - w, y = f.y + r * CELL;
      out.push(`<g class="clue${selected === `row:${r}` ? ' selected' : ''}" data-clue="row:${r}" tabindex="0" role="button" aria-label="Row ${r + 1} clue: ${esc(ed.clueText(m, `row:${r}`) || 'none')}"><rect x="${x}" y="${y}" width="${w}" height="${CELL}"/>`);
      (runs.length ? runs : [{ n: 0 }]).forEach((run, i) => out.push(`<text x="${x + i * CLUE + CLUE / 2}" y="${y + CELL / 2}"${colour(run.c) ? ` style="fill:${colour(run.c)}"` : ''}>${run.n}</text>`));
      out.push('</g>');
    });
    m.cols.forEach((runs, c) => {
      const h = Math.max(1, runs.length) * CLUE, x = f.x + c * CELL, y = f.y - h;
      out.push(`<g class="clue${selected === `col:${c}` ? ' selected' : ''}" data-clue="col:${c}" tabindex="0" role="button" aria-label="Column ${c + 1} clue: ${esc(ed.clueText(m, `col:${c}`) || 'none')}"><rect x="${x}" y="${y}" width="${CELL}" height="${h}"/>`);
      (runs.length ? runs : [{ n: 0 }]).forEach((run, i) => out.push(`<text x="${x + CELL / 2}" y="${y + i * CLUE + CLUE / 2}"${colour(run.c) ? ` style="fill:${colour(run.c)}"` : ''}>${run.n}</text>`));
      out.push('</g>');
    });
  }
  return out;
}
