// The canvas painter: Python records a whole frame as a display list and sends it here as
// one JSON string, so each frame crosses from Python to JavaScript once instead of once per
// canvas call (each crossing through Pyodide's proxies costs far more than the drawing).
// The operations mirror the Canvas protocol of kingmakers.ui.kit.canvas:
//   ["r", x, y, w, h, colour]                          fill_rect
//   ["R", x, y, w, h, radius, fill, stroke, width]      rounded_rect
//   ["c", cx, cy, r, fill, stroke, width]               circle
//   ["p", [x0, y0, x1, y1, ...], fill, stroke, width]   polygon
//   ["l", x1, y1, x2, y2, colour, width]                line
//   ["t", x, y, text, font, colour, align, baseline]    text
//   ["a", alpha]                                        set_alpha
//   ["P", slot] … ["Q"]                                 a piece, moved by offsets[slot]
// fill and stroke may be null (not drawn). A piece's offsets are [dx, dy, alpha]: where the
// motion layer shows it on its way to its place. The painter keeps the last frame, so an
// animation frame that only moves pieces sends new offsets and nothing else.

const FULL_TURN = 2 * Math.PI;

function finish(ctx, fill, stroke, width) {
  if (fill !== null) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke !== null) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

const DRAW = {
  r(ctx, [, x, y, w, h, colour]) {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, w, h);
  },
  R(ctx, [, x, y, w, h, radius, fill, stroke, width]) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, radius);
    finish(ctx, fill, stroke, width);
  },
  c(ctx, [, cx, cy, r, fill, stroke, width]) {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, FULL_TURN);
    finish(ctx, fill, stroke, width);
  },
  p(ctx, [, points, fill, stroke, width]) {
    ctx.beginPath();
    ctx.moveTo(points[0], points[1]);
    for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i], points[i + 1]);
    ctx.closePath();
    finish(ctx, fill, stroke, width);
  },
  l(ctx, [, x1, y1, x2, y2, colour, width]) {
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  },
  t(ctx, [, x, y, text, font, colour, align, baseline]) {
    ctx.font = font;
    ctx.fillStyle = colour;
    ctx.textAlign = align;
    ctx.textBaseline = baseline;
    ctx.fillText(text, x, y);
  },
  a(ctx, [, alpha]) {
    ctx.globalAlpha = alpha;
  },
};

// The last frame: its operations and, when it ends with its pieces (nothing still drawn
// over a piece), where each piece's operations are. The first animation frame draws the
// still parts once into an image kept beside the canvas; later ones cost a copy of that
// image and the pieces' own few operations.
let kept = { ops: [], spans: null, drawn: false };
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

// Draws ops[from, to): pieces moved by their offsets, or left out when offsets is null.
function draw(ctx, ops, offsets, from = 0, to = ops.length) {
  let skipping = false;
  for (let i = from; i < to; i++) {
    const op = ops[i];
    if (op[0] === "P") {
      if (offsets === null) {
        skipping = true;
        continue;
      }
      const [dx, dy, alpha] = offsets[op[1]];
      ctx.save();
      ctx.translate(dx, dy);
      ctx.globalAlpha *= alpha;
    } else if (op[0] === "Q") {
      if (skipping) skipping = false;
      else ctx.restore();
    } else if (!skipping) {
      DRAW[op[0]](ctx, op);
    }
  }
}

// Where each piece's operations are, if the frame ends with its pieces; else null.
function pieceSpans(ops) {
  const spans = [];
  ops.forEach((op, i) => {
    if (op[0] === "P") spans.push([i, 0]);
    else if (op[0] === "Q") spans.at(-1)[1] = i + 1;
  });
  return spans.length && spans.at(-1)[1] === ops.length ? spans : null;
}

// Paints a new frame (JSON: operations, piece offsets) and keeps it; returns the
// milliseconds it took.
function paint(canvas, frame, offsets) {
  const started = performance.now();
  const ops = JSON.parse(frame);
  kept = { ops, spans: pieceSpans(ops), drawn: false };
  draw(prepareShown(canvas), ops, JSON.parse(offsets));
  return performance.now() - started;
}

// Paints the kept frame again with its pieces moved (JSON offsets, one per piece).
function repaint(canvas, offsets) {
  const moved = JSON.parse(offsets);
  if (kept.spans === null) {
    draw(prepareShown(canvas), kept.ops, moved);
    return;
  }
  if (!kept.drawn) {
    draw(prepare(still, canvas.width, canvas.height), kept.ops, null);
    kept.drawn = true;
  }
  const ctx = prepareShown(canvas);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(still, 0, 0);
  ctx.restore();
  for (const [from, to] of kept.spans) draw(ctx, kept.ops, moved, from, to);
}

const measuring = document.createElement("canvas").getContext("2d");

// The width of text in a CSS font, for Python's layout (which caches it).
function measure(font, text) {
  measuring.font = font;
  return measuring.measureText(text).width;
}

window.kingmakersPainter = { paint, repaint, measure };
