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
// fill and stroke may be null (not drawn).

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

// Sizes the canvas's backing store to its CSS size times devicePixelRatio and replays a
// frame on it; returns the CSS size drawn and the milliseconds spent replaying.
function paint(canvas, frame) {
  const started = performance.now();
  const ratio = devicePixelRatio || 1;
  const box = canvas.getBoundingClientRect();
  canvas.width = Math.round(box.width * ratio);
  canvas.height = Math.round(box.height * ratio);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  for (const op of JSON.parse(frame)) DRAW[op[0]](ctx, op);
  return performance.now() - started;
}

const measuring = document.createElement("canvas").getContext("2d");

// The width of text in a CSS font, for Python's layout (which caches it).
function measure(font, text) {
  measuring.font = font;
  return measuring.measureText(text).width;
}

window.kingmakersPainter = { paint, measure };
