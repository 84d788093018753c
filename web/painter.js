// The canvas painter: Python records a whole frame as a display list and sends it here as
// one array of numbers and the strings new with it, so each frame crosses from Python to
// JavaScript once instead of once per canvas call (each crossing through Pyodide's proxies
// costs far more than the drawing). The operations mirror the Canvas protocol of
// kingmakers.ui.kit.canvas; in the numbers, each is its code then its arguments, strings
// (texts, fonts, colours, alignments) as indices into the string table, -1 for none (not
// drawn). The table grows frame by frame until Python begins it anew (first index 0):
//   0 FILL_RECT     x y w h colour
//   1 ROUNDED_RECT  x y w h radius fill stroke width
//   2 CIRCLE        cx cy r fill stroke width
//   3 POLYGON       n x0 y0 ... x(n-1) y(n-1) fill stroke width
//   4 LINE          x1 y1 x2 y2 colour width
//   5 TEXT          x y text font colour align baseline
//   6 SET_ALPHA     alpha
//   7 PIECE slot ... 8 END_PIECE   a piece, moved by its slot's offsets
// (kingmakers.ui.kit.display says the same from Python's side.) A frame's offsets are
// numbers too, dx dy alpha for each slot in turn: where the motion layer shows each piece on
// its way to its place. The painter keeps the last frame, so an animation frame that only
// moves pieces sends new offsets and nothing else.

const FULL_TURN = 2 * Math.PI;
const [FILL_RECT, ROUNDED_RECT, CIRCLE, POLYGON, LINE, TEXT, SET_ALPHA, PIECE, END_PIECE] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8,
];
// How many numbers each operation takes, its code included (a polygon's depend on n).
const LENGTH = [6, 9, 7, null, 7, 8, 2, 2, 1];

function finish(ctx, strings, fill, stroke, width) {
  if (fill >= 0) {
    ctx.fillStyle = strings[fill];
    ctx.fill();
  }
  if (stroke >= 0) {
    ctx.strokeStyle = strings[stroke];
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

// Draws the still (not piece-marking) operation that starts at n[i].
function drawOperation(ctx, n, strings, i) {
  switch (n[i]) {
    case FILL_RECT:
      ctx.fillStyle = strings[n[i + 5]];
      ctx.fillRect(n[i + 1], n[i + 2], n[i + 3], n[i + 4]);
      break;
    case ROUNDED_RECT:
      ctx.beginPath();
      ctx.roundRect(n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5]);
      finish(ctx, strings, n[i + 6], n[i + 7], n[i + 8]);
      break;
    case CIRCLE:
      ctx.beginPath();
      ctx.arc(n[i + 1], n[i + 2], n[i + 3], 0, FULL_TURN);
      finish(ctx, strings, n[i + 4], n[i + 5], n[i + 6]);
      break;
    case POLYGON: {
      const end = i + 2 + 2 * n[i + 1];
      ctx.beginPath();
      ctx.moveTo(n[i + 2], n[i + 3]);
      for (let j = i + 4; j < end; j += 2) ctx.lineTo(n[j], n[j + 1]);
      ctx.closePath();
      finish(ctx, strings, n[end], n[end + 1], n[end + 2]);
      break;
    }
    case LINE:
      ctx.beginPath();
      ctx.moveTo(n[i + 1], n[i + 2]);
      ctx.lineTo(n[i + 3], n[i + 4]);
      ctx.strokeStyle = strings[n[i + 5]];
      ctx.lineWidth = n[i + 6];
      ctx.stroke();
      break;
    case TEXT:
      ctx.font = strings[n[i + 4]];
      ctx.fillStyle = strings[n[i + 5]];
      ctx.textAlign = strings[n[i + 6]];
      ctx.textBaseline = strings[n[i + 7]];
      ctx.fillText(strings[n[i + 3]], n[i + 1], n[i + 2]);
      break;
    case SET_ALPHA:
      ctx.globalAlpha = n[i + 1];
      break;
    default:
      throw new Error(`painter: no operation ${n[i]} at ${i}`);
  }
}

// Where each operation of a frame's numbers starts.
function operationStarts(n) {
  const starts = [];
  for (let i = 0; i < n.length; i += LENGTH[n[i]] ?? 5 + 2 * n[i + 1]) starts.push(i);
  return starts;
}

// The last frame: its numbers, strings and operations' starts and, when it ends with its
// pieces (nothing still drawn over a piece), which operations each piece spans. The first
// animation frame draws the still parts once into an image kept beside the canvas; later
// ones cost a copy of that image and the pieces' own few operations.
let kept = { numbers: [], strings: [], starts: [], spans: null, drawn: false };
let table = [];
const still = document.createElement("canvas");

// Sizes a canvas's backing store to ``width`` x ``height`` device pixels, reallocating it
// only when that changed (otherwise it is cleared), and scales it by devicePixelRatio.
function prepare(canvas, width, height) {
  const ctx = canvas.getContext("2d");
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  } else {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.clearRect(0, 0, width, height);
  }
  const ratio = devicePixelRatio || 1;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

function prepareShown(canvas) {
  const ratio = devicePixelRatio || 1;
  const box = canvas.getBoundingClientRect();
  return prepare(canvas, Math.round(box.width * ratio), Math.round(box.height * ratio));
}

// Draws the kept frame's operations [from, to): pieces moved by their offsets, or left out
// when offsets is null. A piece at rest (no offset, opaque) is drawn as it is, with no
// save, move and restore of the context.
function draw(ctx, offsets, from = 0, to = kept.starts.length) {
  const { numbers: n, strings, starts } = kept;
  let skipping = false;
  let moved = false;
  for (let op = from; op < to; op++) {
    const i = starts[op];
    if (n[i] === PIECE) {
      if (offsets === null) {
        skipping = true;
        continue;
      }
      const slot = 3 * n[i + 1];
      const dx = offsets[slot];
      const dy = offsets[slot + 1];
      const alpha = offsets[slot + 2];
      moved = dx !== 0 || dy !== 0 || alpha !== 1;
      if (moved) {
        ctx.save();
        ctx.translate(dx, dy);
        ctx.globalAlpha *= alpha;
      }
    } else if (n[i] === END_PIECE) {
      if (skipping) skipping = false;
      else if (moved) ctx.restore();
      moved = false;
    } else if (!skipping) {
      drawOperation(ctx, n, strings, i);
    }
  }
}

// Which operations each piece spans, [first, past its end), if the frame ends with its
// pieces; else null.
function pieceSpans(n, starts) {
  const spans = [];
  starts.forEach((i, op) => {
    if (n[i] === PIECE) spans.push([op, 0]);
    else if (n[i] === END_PIECE) spans.at(-1)[1] = op + 1;
  });
  return spans.length && spans.at(-1)[1] === starts.length ? spans : null;
}

// Paints a new frame (its numbers, a Float64Array or an array; the strings new with it as
// JSON, from index first of the table; its pieces' offsets, numbers) and keeps it; marks the
// time it took as kingmakers:paint.
function paint(canvas, numbers, strings, first, offsets) {
  const started = performance.now();
  if (first === 0) table = [];
  if (table.length !== first) throw new Error(`painter: ${table.length} strings, not ${first}`);
  table.push(...JSON.parse(strings));
  const starts = operationStarts(numbers);
  const spans = pieceSpans(numbers, starts);
  kept = { numbers, strings: table, starts, spans, drawn: false };
  draw(prepareShown(canvas), offsets);
  span("kingmakers:paint", started, performance.now());
}

// A performance measure from start to end (milliseconds on performance.now's clock), for
// the benchmarks; Python marks its own spans through this.
function span(name, start, end) {
  performance.measure(name, { start, end });
}

// Paints the kept frame again with its pieces moved (new offsets, dx dy alpha per piece).
function repaint(canvas, moved) {
  if (kept.spans === null) {
    draw(prepareShown(canvas), moved);
    return;
  }
  if (!kept.drawn) {
    draw(prepare(still, canvas.width, canvas.height), null);
    kept.drawn = true;
  }
  const ctx = prepareShown(canvas);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(still, 0, 0);
  ctx.restore();
  for (const [from, to] of kept.spans) draw(ctx, moved, from, to);
}

const measuring = document.createElement("canvas").getContext("2d");

// The width of text in a CSS font, for Python's layout (which caches it).
function measure(font, text) {
  measuring.font = font;
  return measuring.measureText(text).width;
}

window.kingmakersPainter = { paint, repaint, measure, span };
